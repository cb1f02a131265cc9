/// The frames of the toast stack on a device (Kavsoft "SwiftUI Toasts | Xcode 16").
///
/// The layout sits in an `overlay(alignment: .bottom)` inside the safe area, with 15 pt of
/// bottom padding, so its bottom is at `screenH − safeBottom − 15`. Each toast is as wide as
/// its content and centred (`.frame(maxWidth: .infinity)`).
///
/// - Collapsed (`ZStackLayout`): toasts are centred on each other, then scaled by
///   `ToastStack.collapsedScale(_:)` about their bottom centre and moved by
///   `ToastStack.collapsedOffsetY(_:)`.
/// - Expanded (`VStackLayout(spacing: 10)`): a column, oldest at the top and newest at the
///   bottom, above a full-screen backdrop (`Rectangle().ignoresSafeArea()`).
public struct ToastStackLayout: Hashable, Sendable {
    /// The backdrop, while expanded.
    public var backdrop: Rect?
    /// Frames by index (0 = front, the newest).
    public var frames: [Rect]

    /// The layout of `stack` on `device` in `orientation`.
    public init(stack: ToastStack, device: Device, orientation: Orientation = .portrait) {
        let screen = device.screenSize(orientation)
        let bottom = screen.height - device.safeArea(orientation).bottom - ToastStackMetrics.bottomPadding
        // Sizes by index, front first.
        let sizes = stack.items.reversed().map { ToastStackLayout.itemSize($0.text, screenWidth: screen.width) }
        var frames: [Rect] = []
        if stack.isExpanded {
            var cursor = bottom
            for size in sizes {
                frames.append(Rect(x: (screen.width - size.width) / 2, y: cursor - size.height, width: size.width, height: size.height))
                cursor -= size.height + ToastStackMetrics.expandedSpacing
            }
            backdrop = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        } else {
            let tallest = sizes.map(\.height).max() ?? 0
            for (index, size) in sizes.enumerated() {
                let laidOut = Rect(
                    x: (screen.width - size.width) / 2, y: bottom - tallest + (tallest - size.height) / 2,
                    width: size.width, height: size.height)
                frames.append(
                    ToastStackLayout.transform(
                        laidOut, scale: ToastStack.collapsedScale(index),
                        offsetY: ToastStack.collapsedOffsetY(index)))
            }
            backdrop = nil
        }
        self.frames = frames
    }

    /// The demo toast's size: `15 + icon 20 + 12 + text + 15 + 10` wide, `12 + text + 12` tall,
    /// the `.callout` text wrapping at what the screen's width leaves.
    static func itemSize(_ text: String, screenWidth: Double) -> (width: Double, height: Double) {
        let chrome =
            2 * ToastStackMetrics.horizontalPadding + ToastStackMetrics.trailingPadding + ToastStackMetrics.iconWidth
            + ToastStackMetrics.iconSpacing
        let textSize = TextMetrics.size(text, font: .callout, maxWidth: screenWidth - chrome)
        let height = max(textSize.height, TextMetrics.Font.callout.lineHeight)
        return (chrome + textSize.width, height + 2 * ToastStackMetrics.verticalPadding)
    }

    /// `frame` scaled by `scale` about its bottom centre (`scaleEffect(anchor: .bottom)`), then
    /// moved down by `offsetY` (`.offset(y:)`).
    static func transform(_ frame: Rect, scale: Double, offsetY: Double) -> Rect {
        let width = frame.width * scale
        let height = frame.height * scale
        return Rect(x: frame.x + (frame.width - width) / 2, y: frame.maxY - height + offsetY, width: width, height: height)
    }
}
