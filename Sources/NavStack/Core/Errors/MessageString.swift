/// A message built from a string literal with interpolations into one byte buffer reserved up
/// front: a catalogue's `"… \(controller) …"` reads the same, but costs one allocation and a
/// copy per piece instead of a string append per piece (a warning's message was half of what
/// reporting the warning cost, docs/Performance.md).
///
/// Interpolated values print as in a `String` literal: a string as it is, anything else as
/// `String(describing:)` prints it (its `TextOutputStreamable` or `CustomStringConvertible`
/// text), a ``ControllerReference`` written piece by piece.
package struct MessageString: ExpressibleByStringInterpolation {
    /// The message.
    package let text: String

    /// `string` as a message.
    package init(_ string: String) { text = string }

    package init(stringLiteral value: String) { text = value }

    package init(stringInterpolation: StringInterpolation) {
        text = String(decoding: stringInterpolation.bytes, as: UTF8.self)
    }

    /// The pieces of a message, as UTF-8.
    package struct StringInterpolation: StringInterpolationProtocol, TextOutputStream {
        fileprivate var bytes: [UInt8] = []

        /// Room for the literal text and a controller's description per interpolation.
        package init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + 32 * interpolationCount)
        }

        package mutating func appendLiteral(_ literal: String) { write(literal) }

        package mutating func appendInterpolation(_ string: String) { write(string) }

        package mutating func appendInterpolation(_ reference: ControllerReference) { reference.write(to: &self) }

        package mutating func appendInterpolation<Value>(_ value: Value) { write(String(describing: value)) }

        package mutating func write(_ string: String) {
            // A native string's bytes are contiguous: one copy, not a walk of its UTF-8 view.
            if string.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                bytes.append(contentsOf: string.utf8)
            }
        }
    }
}
