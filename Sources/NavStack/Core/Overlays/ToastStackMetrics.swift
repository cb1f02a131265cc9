/// The stacked toasts' constants (Kavsoft "SwiftUI Toasts | Xcode 16", YouTube nQr6d9_yeG0;
/// three transcriptions agree, e.g. tobitech/Exploration `InteractiveToasts/Helpers/Toasts.swift`;
/// the blog post "SwiftUI-实现弹出提示框模拟AirPods连接" gives the same code).
package enum ToastStackMetrics {
    /// Collapsed offset step: `−min(i × 15, 30)`.
    static let offsetStep = 15.0
    /// Collapsed offset limit: `−min(i × 15, 30)`.
    static let maximumOffset = 30.0
    /// Collapsed scale: `1 − min(i × 0.1, 1)`.
    static let scaleStep = 0.1
    /// Expanded layout: `VStackLayout(spacing: 10)`.
    static let expandedSpacing = 10.0
    /// `.padding(.bottom, 15)` on the layout, inside the safe area.
    static let bottomPadding = 15.0
    /// A released drag removes the toast when `−(velocity/2 + translation) > 200`.
    static let removalThreshold = 200.0
    /// `DragGesture()`'s default minimum distance (Apple docs), so taps still toggle.
    static let minimumDragDistance = 10.0
    /// The removal runs in `withAnimation(.bouncy)`, whose default duration is 0.5 s (Apple
    /// docs, `Animation.bouncy`).
    static let removalMilliseconds = 500
    /// The demo toast is an `HStack(spacing: 12)` of an SF Symbol and `.callout` text on a
    /// capsule (Kavsoft's demo `ToastView`, as in the blog post
    /// "SwiftUI-实现弹出提示框模拟AirPods连接").
    package static let iconSpacing = 12.0
    /// The demo toast's `.padding(.vertical, 12)`.
    static let verticalPadding = 12.0
    /// The demo toast's `.padding(.horizontal, 15)`.
    package static let horizontalPadding = 15.0
    /// The demo toast's `.padding(.trailing, 10)`, after the horizontal padding (both
    /// transcriptions of Kavsoft's "SwiftUI Toasts": tobitech/Exploration and
    /// Sean-Veal/SwiftUI-Toasts-Xcode16). The capsule is drawn around all the padding, so it
    /// stays centred; its content sits 5 pt left of the centre.
    package static let trailingPadding = 10.0
    /// The symbol's width at the callout size: 20 pt (unverified modelling choice; the
    /// symbol is no taller than a line).
    package static let iconWidth = 20.0
}
