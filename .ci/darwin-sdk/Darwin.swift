// swift-format-ignore-file
// A stand-in for the Darwin module, used only by `.ci/portability` to type-check navtree's
// platform file as macOS builds it. It declares, with the types the macOS SDK gives them in
// Swift, just the C library names that file may use; nothing here is ever run or linked.
// (Darwin: `mode_t` is 16 bits, `off_t` 64; `write`/`read` return `ssize_t`.)

public typealias mode_t = UInt16
public typealias off_t = Int64
public typealias pid_t = Int32
public typealias sig_t = @convention(c) (Int32) -> Void
public typealias uid_t = UInt32
public typealias gid_t = UInt32

public var errno: Int32 {
    get { 0 }
    set {}
}
public let ENOENT: Int32 = 2
public let EINTR: Int32 = 4
public let EEXIST: Int32 = 17
public let EPIPE: Int32 = 32
public let EACCES: Int32 = 13
public let EISDIR: Int32 = 21
public let ELOOP: Int32 = 62

public let O_RDONLY: Int32 = 0x0000
public let O_WRONLY: Int32 = 0x0001
public let O_CREAT: Int32 = 0x0200
public let O_TRUNC: Int32 = 0x0400
public let O_EXCL: Int32 = 0x0800
public let O_NONBLOCK: Int32 = 0x0004
public let O_NOCTTY: Int32 = 0x20000

public let S_IFMT: mode_t = 0o170000
public let S_IFREG: mode_t = 0o100000
public let S_IFDIR: mode_t = 0o040000
public let S_IWUSR: mode_t = 0o000200
public let S_IWGRP: mode_t = 0o000020
public let S_IWOTH: mode_t = 0o000002
public let W_OK: Int32 = 0x02
public let S_IFLNK: mode_t = 0o120000
public let S_IFCHR: mode_t = 0o020000
public let S_IFBLK: mode_t = 0o060000
public let S_IFIFO: mode_t = 0o010000
public let S_IFSOCK: mode_t = 0o140000

public let SIGPIPE: Int32 = 13
public let SIGINT: Int32 = 2
public let SIGHUP: Int32 = 1
public let SIGTERM: Int32 = 15
public let SIG_IGN: sig_t? = nil
public let SIG_DFL: sig_t? = nil

public struct stat {
    public var st_dev: Int32 = 0
    public var st_mode: mode_t = 0
    public var st_nlink: UInt16 = 0
    public var st_ino: UInt64 = 0
    public var st_uid: UInt32 = 0
    public var st_gid: UInt32 = 0
    public var st_size: off_t = 0
    public init() {}
}

public func strerror(_ code: Int32) -> UnsafeMutablePointer<CChar>! { fatalError() }
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { fatalError() }
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { fatalError() }
public func close(_ descriptor: Int32) -> Int32 { fatalError() }
public func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer!, _ count: Int) -> Int { fatalError() }
public func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer!, _ count: Int) -> Int { fatalError() }
public func fstat(_ descriptor: Int32, _ status: UnsafeMutablePointer<stat>!) -> Int32 { fatalError() }
public func access(_ path: UnsafePointer<CChar>!, _ mode: Int32) -> Int32 { fatalError() }
public func lstat(_ path: UnsafePointer<CChar>!, _ status: UnsafeMutablePointer<stat>!) -> Int32 { fatalError() }
public func readlink(_ path: UnsafePointer<CChar>, _ buffer: UnsafeMutablePointer<CChar>, _ size: Int) -> Int { fatalError() }
public func fchmod(_ descriptor: Int32, _ mode: mode_t) -> Int32 { fatalError() }
public func fchown(_ descriptor: Int32, _ owner: uid_t, _ group: gid_t) -> Int32 { fatalError() }
public func fsync(_ descriptor: Int32) -> Int32 { fatalError() }
public func geteuid() -> uid_t { fatalError() }
public func getegid() -> gid_t { fatalError() }
public func strdup(_ text: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { fatalError() }
public func free(_ pointer: UnsafeMutableRawPointer!) { fatalError() }
public func raise(_ signal: Int32) -> Int32 { fatalError() }
public func rename(_ old: UnsafePointer<CChar>!, _ new: UnsafePointer<CChar>!) -> Int32 { fatalError() }
public func unlink(_ path: UnsafePointer<CChar>!) -> Int32 { fatalError() }
public func mkdir(_ path: UnsafePointer<CChar>!, _ mode: mode_t) -> Int32 { fatalError() }
public func getpid() -> pid_t { fatalError() }
public func getenv(_ name: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { fatalError() }
public func isatty(_ descriptor: Int32) -> Int32 { fatalError() }
public func signal(_ signal: Int32, _ handler: sig_t!) -> sig_t! { fatalError() }
public func exit(_ status: Int32) -> Never { fatalError() }

// termios, for the REPL's line editor (<sys/termios.h>).
public typealias tcflag_t = UInt
public typealias cc_t = UInt8
public typealias speed_t = UInt
public struct termios {
    public var c_iflag: tcflag_t = 0
    public var c_oflag: tcflag_t = 0
    public var c_cflag: tcflag_t = 0
    public var c_lflag: tcflag_t = 0
    public var c_cc: (cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    public var c_ispeed: speed_t = 0
    public var c_ospeed: speed_t = 0
    public init() {}
}
public let ECHO: Int32 = 0x0000_0008
public let ISIG: Int32 = 0x0000_0080
public let ICANON: Int32 = 0x0000_0100
public let IEXTEN: Int32 = 0x0000_0400
public let IXON: Int32 = 0x0000_0200
public let ICRNL: Int32 = 0x0000_0100
public let TCSANOW: Int32 = 0
public func tcgetattr(_ descriptor: Int32, _ settings: UnsafeMutablePointer<termios>!) -> Int32 { fatalError() }
public func tcsetattr(_ descriptor: Int32, _ action: Int32, _ settings: UnsafePointer<termios>!) -> Int32 { fatalError() }

// The terminal's size (<sys/ioctl.h>); Darwin's overlay gives ioctl a pointer argument.
public struct winsize {
    public var ws_row: UInt16 = 0
    public var ws_col: UInt16 = 0
    public var ws_xpixel: UInt16 = 0
    public var ws_ypixel: UInt16 = 0
    public init() {}
}
public let TIOCGWINSZ: UInt = 0x4008_7468
public func ioctl(_ descriptor: Int32, _ request: UInt, _ pointer: UnsafeMutableRawPointer) -> Int32 { fatalError() }
