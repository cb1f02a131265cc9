import Testing

@testable import NavStackCore

/// LNPopupController's constants and formulas (LNPopupController 4.5.6 LNPopupBar.mm, UIViewController+LNPopupSupport.mm, LNPopupController.mm).
@Suite struct PopupMetricsTests {
    @Test("legacy heights: compact 40, prominent 64, floating 58+6, floatingCompact 48+6 (LNPopupBar.mm _LNPopupBarHeightForPopupBar)")
    func legacyHeights() {
        let configuration = PopupBarConfiguration()
        let height = { (style: PopupBarStyle) in PopupMetrics.barHeight(style, configuration: configuration, design: .legacy, idiom: .phone)
        }
        #expect(height(.compact) == 40)
        #expect(height(.prominent) == 64)
        #expect(height(.floating) == 64)
        #expect(height(.floatingCompact) == 54)
    }

    @Test("glass heights: floating 58, floatingCompact 48; a floating bar on iPad adds 6 (LNPopupBar.mm:47-120)")
    func glassHeights() {
        let configuration = PopupBarConfiguration()
        #expect(PopupMetrics.barHeight(.floating, configuration: configuration, design: .glass, idiom: .phone) == 58)
        #expect(PopupMetrics.barHeight(.floatingCompact, configuration: configuration, design: .glass, idiom: .phone) == 48)
        #expect(PopupMetrics.barHeight(.floating, configuration: configuration, design: .glass, idiom: .pad) == 64)
        #expect(PopupMetrics.barHeight(.floatingCompact, configuration: configuration, design: .glass, idiom: .pad) == 48)
    }

    @Test("custom bars take their own height (preferredContentSize), never negative")
    func customHeight() {
        var configuration = PopupBarConfiguration()
        configuration.customHeight = 90
        #expect(PopupMetrics.barHeight(.custom, configuration: configuration, design: .legacy, idiom: .phone) == 90)
        configuration.customHeight = -5
        #expect(PopupMetrics.barHeight(.custom, configuration: configuration, design: .glass, idiom: .phone) == 0)
    }

    @Test(
        "style resolution: legacy default → floating; glass default → floatingCompact on iPhone, floating on iPad; compact/prominent → floating kinds (_LNPopupResolveBarStyleFromBarStyle)"
    )
    func resolution() {
        #expect(PopupMetrics.resolvedStyle(.default, design: .legacy, idiom: .phone) == .floating)
        #expect(PopupMetrics.resolvedStyle(.compact, design: .legacy, idiom: .phone) == .compact)
        #expect(PopupMetrics.resolvedStyle(.default, design: .glass, idiom: .phone) == .floatingCompact)
        #expect(PopupMetrics.resolvedStyle(.default, design: .glass, idiom: .pad) == .floating)
        #expect(PopupMetrics.resolvedStyle(.compact, design: .glass, idiom: .phone) == .floatingCompact)
        #expect(PopupMetrics.resolvedStyle(.prominent, design: .glass, idiom: .phone) == .floating)
    }

    @Test(
        "plain-container offsets: non-floating 0; no bottom inset → legacy −4, glass −10; iPad 0; iPhone glass +6 (UIViewController+LNPopupSupport.mm:502-563)"
    )
    func offsets() {
        #expect(PopupMetrics.safeAreaOffset(.prominent, design: .legacy, device: .iPhoneSE, windowBottomInset: 0) == 0)
        #expect(PopupMetrics.safeAreaOffset(.floating, design: .legacy, device: .iPhoneSE, windowBottomInset: 0) == -4)
        #expect(PopupMetrics.safeAreaOffset(.floating, design: .glass, device: .iPhoneSE, windowBottomInset: 0) == -10)
        #expect(PopupMetrics.safeAreaOffset(.floating, design: .glass, device: .iPadPro11, windowBottomInset: 20) == 0)
        #expect(PopupMetrics.safeAreaOffset(.floatingCompact, design: .glass, device: .iPhone15Pro, windowBottomInset: 34) == 6)
        #expect(PopupMetrics.safeAreaOffset(.floating, design: .legacy, device: .iPhone15Pro, windowBottomInset: 34) == 0)
    }

    @Test(
        "defaults: close button grabber (legacy) / prominentGlass (glass); progress none; interaction automatic (LNPopupCloseButton.mm:25-78, LNPopupBar.mm:282, LNPopupController.mm:52-85)"
    )
    func defaults() {
        #expect(PopupMetrics.resolvedCloseButton(.default, design: .legacy) == .grabber)
        #expect(PopupMetrics.resolvedCloseButton(.default, design: .glass) == .prominentGlass)
        #expect(PopupMetrics.resolvedCloseButton(.chevron, design: .glass) == .chevron)
        #expect(PopupMetrics.resolvedProgressView(.default) == .none)
        #expect(PopupMetrics.effectiveInteraction(.default, state: .barPresented) == .snap)
        #expect(PopupMetrics.effectiveInteraction(.default, state: .open) == .drag)
        #expect(PopupMetrics.effectiveInteraction(.drag, state: .barPresented) == .drag)
    }
}
