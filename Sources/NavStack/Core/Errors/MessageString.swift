/// A message built from a string literal with interpolations into one byte buffer reserved up
/// front (``MessageBytes``): a catalogue's `"… \(controller) …"` reads the same, but costs a
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
        text = stringInterpolation.bytes.takeString()
    }

    /// The pieces of a message, as UTF-8. The compiler makes one for a literal and hands it
    /// to ``init(stringInterpolation:)``, which frees its buffer: it is not to be kept or
    /// copied.
    package struct StringInterpolation: StringInterpolationProtocol, TextOutputStream {
        fileprivate var bytes: MessageBytes

        /// Room for the literal text and a controller's description per interpolation.
        package init(literalCapacity: Int, interpolationCount: Int) {
            bytes = MessageBytes(capacity: literalCapacity + 32 * interpolationCount)
        }

        package mutating func appendLiteral(_ literal: String) { write(literal) }

        package mutating func appendInterpolation(_ string: String) { write(string) }

        package mutating func appendInterpolation(_ reference: ControllerReference) { reference.write(to: &self) }

        package mutating func appendInterpolation<Value>(_ value: Value) { write(String(describing: value)) }

        package mutating func write(_ string: String) { bytes.append(string) }
    }
}
