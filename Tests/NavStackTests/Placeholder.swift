import Testing
@testable import NavStack
