// `import NavStack` brings in the whole library: the model, its file formats, its renderers and
// the script language, each its own module with dependencies in one direction:
//
//     NavStackCore  ←  NavStackFormats  ←  NavStackRendering  ←  NavStackScript
//
// NavStackCore holds every UIKit, Koinu and LNPopupController rule and imports nothing;
// NavStackFormats reads and writes the files around the model (JSON, state documents,
// `_printHierarchy` dumps); NavStackRendering prints a window (tree, uikit, json, dot,
// mermaid, frames, svg, storyboard); NavStackScript is navtree's language (lexer, parser,
// interpreter, diagnostics). A program that needs only the model may import NavStackCore alone.
@_exported import NavStackCore
@_exported import NavStackFormats
@_exported import NavStackRendering
@_exported import NavStackScript
