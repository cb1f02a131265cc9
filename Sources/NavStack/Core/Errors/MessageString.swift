/// A message built from a string literal with interpolations into one byte buffer that starts
/// inline (``MessageBytes``): a catalogue's `"… \(controller) …"` reads the same, but costs a
/// copy per piece instead of a string append per piece, and a reader that copies the message
/// into its own output (``bytes``, the diagnostics formatter) makes no string for it
/// (a warning's message was half of what reporting the warning cost, docs/Performance.md).
///
/// Interpolated values print as in a `String` literal: a string as it is, anything else as
/// `String(describing:)` prints it (its `TextOutputStreamable` or `CustomStringConvertible`
/// text), a ``ControllerReference`` written piece by piece.
package struct MessageString: ExpressibleByStringInterpolation {
    /// The message's UTF-8 bytes, for a reader that copies them without making a string
    /// (``MessageBytes/withUTF8(_:)``, read in place through a variable).
    package var bytes: MessageBytes

    /// `string` as a message.
    package init(_ string: String) {
        bytes = MessageBytes()
        bytes.append(string)
    }

    package init(stringLiteral value: StaticString) {
        bytes = MessageBytes()
        bytes.append(value)
    }

    package init(stringInterpolation: StringInterpolation) { bytes = stringInterpolation.bytes }

    /// The message.
    package var text: String { bytes.string }

    /// How many UTF-8 bytes the message has.
    package var byteCount: Int { bytes.byteCount }

    /// The pieces of a message, as UTF-8. The compiler makes one for a literal and hands it
    /// to ``init(stringInterpolation:)``.
    package struct StringInterpolation: StringInterpolationProtocol, TextOutputStream {
        fileprivate var bytes: MessageBytes

        /// An empty message (the bytes start inline, whatever the literal's length).
        package init(literalCapacity: Int, interpolationCount: Int) { bytes = MessageBytes() }

        /// A literal's text is read where the compiler put it, with no string made for it.
        package mutating func appendLiteral(_ literal: StaticString) { bytes.append(literal) }

        package mutating func appendInterpolation(_ string: String) { write(string) }

        package mutating func appendInterpolation(_ reference: ControllerReference) { reference.write(to: &self) }

        package mutating func appendInterpolation<Value>(_ value: Value) { write(String(describing: value)) }

        package mutating func write(_ string: String) { bytes.append(string) }
    }
}
