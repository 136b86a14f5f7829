import Foundation

/// A file msgc is about to replace: the checks that leave some files as they are, and what of the old
/// file its replacement keeps.
///
/// A replacement is a new file renamed over the old one (`AtomicFile`), so nothing of the old file
/// carries over by itself: `sed -i` and editors that save by rename copy what they keep, and so does
/// msgc. The new file gets the old one's permission bits; its owner and group where this process may
/// give them (root may; anyone may keep a group they belong to); its access control list (and, on
/// Linux, its SELinux label; on a Mac, its extended attributes such as Finder tags). Set-user-ID and
/// set-group-ID bits are kept only with the owner or group they belong to.
///
/// Left as they are, with a failure that says why (and, in a change to several files, before any is
/// replaced): a file with no write permission for anyone (0444: a file made read-only, by hand or by a
/// version control system such as Perforce, says "do not change me", and root is refused too); one
/// this user may not write (another user's 0644 file in a shared folder, which a rename would give to
/// this user); one that is locked (immutable or append-only: `chattr`, `chflags`, Finder's Locked);
/// another user's file in a sticky directory (like /tmp), which only its owner may replace; and a
/// file with several hard links, whose other names a rename would leave with the old text and whose
/// content written in place could be seen half-written. A symbolic link is no hard link: msgc writes
/// through it.
package struct ReplacedFile {
    package let path: String
    package let status: stat

    /// The regular file at `path` (a destination, no link) that writing replaces, or nil when there is
    /// none yet (or it cannot be reached, which the write then reports). `shown` is the output as the
    /// user named it, for the message.
    package static func check(_ path: String, shownAs shown: String) throws(WriteFailure) -> ReplacedFile? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let file = ReplacedFile(path: path, status: status)
        let subject = path == shown ? "it is" : "it links to \(path), which is"
        let subjectHas = path == shown ? "it has" : "it links to \(path), which has"
        if file.isLocked {
            throw WriteFailure(path: shown, reason: "\(subject) locked (immutable or append-only, \(lockHint)); msgc left it as it is")
        }
        if status.st_mode & 0o222 == 0 {
            throw WriteFailure(path: shown, reason: "\(subject) read-only (mode \(file.mode)); msgc does not replace a read-only file, so it was left as it is: make it writable (chmod u+w) for msgc to write it")
        }
        if faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) != 0 {
            switch errno {
            case EACCES:
                throw WriteFailure(path: shown, reason: "permission denied (\(subject) not writable for this user: mode \(file.mode), owner uid \(status.st_uid)); it was left as it is")
            case let code where code == EROFS || code == EPERM:
                throw WriteFailure(path: shown, errno: code)
            default:
                break  // The write says what is wrong, if anything.
            }
        }
        if let directory = file.stickyDirectoryOfAnotherUser {
            throw WriteFailure(path: shown, reason: "permission denied (its directory \(directory) is sticky, as /tmp is, and the file is another user's, uid \(status.st_uid): only its owner may replace it); it was left as it is")
        }
        if status.st_nlink > 1 {
            throw WriteFailure(path: shown, reason: "\(subjectHas) \(status.st_nlink) hard links (other names for the same file); replacing it would leave them with the old text, and writing it in place could let a reader see it half-written, so it was left as it is: give it a file of its own (cp FILE FILE.new && mv FILE.new FILE), or make the other names symbolic links, which msgc writes through")
        }
        return file
    }

    /// The mode to create the temporary file with: owner-only, so the new content is never readable
    /// by more users than the old while it is written; the old mode follows in `keep(on:)`.
    package static let temporaryMode: mode_t = 0o600

    /// Gives the written temporary file `descriptor` what it keeps of this file. Failures are not
    /// errors: where the file system or the user's rights allow less, the file gets less (at worst
    /// the owner-only mode it was created with). Owner first, for a change of owner clears the
    /// set-user-ID and set-group-ID bits; the mode last, for an access control list sets its bits.
    package func keep(on descriptor: Int32) {
        let ownerKept = fchown(descriptor, status.st_uid, status.st_gid) == 0
        let groupKept = ownerKept || fchown(descriptor, uid_t.max, status.st_gid) == 0
        keepAccessControl(on: descriptor)
        var mode = status.st_mode & 0o7777
        if !ownerKept { mode &= ~mode_t(0o4000) }  // set-user-ID
        if !groupKept { mode &= ~mode_t(0o2000) }  // set-group-ID
        _ = fchmod(descriptor, mode)
    }

    private var mode: String { Self.octal(status.st_mode) }

    private static func octal(_ mode: mode_t) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private var directory: String {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return parent.isEmpty ? "." : parent
    }

    private var directoryStatus: stat? {
        var status = stat()
        return stat(directory, &status) == 0 ? status : nil
    }

    /// The directory, when it is sticky and neither it nor the file is this user's (nor is the user root).
    private var stickyDirectoryOfAnotherUser: String? {
        let user = geteuid()
        guard user != 0, status.st_uid != user, let parent = directoryStatus,
              parent.st_mode & 0o1000 != 0, parent.st_uid != user else { return nil }
        return directory
    }

    #if canImport(Darwin)
    private static let lockHint = "chflags nouchg or Finder's Locked"

    private var isLocked: Bool {
        status.st_flags & UInt32(UF_IMMUTABLE | UF_APPEND | SF_IMMUTABLE | SF_APPEND) != 0
    }

    /// The access control list and extended attributes, as the Finder's own saves keep them.
    private func keepAccessControl(on descriptor: Int32) {
        let source = open(path, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { return }
        defer { close(source) }
        _ = fcopyfile(source, descriptor, nil, copyfile_flags_t(COPYFILE_ACL | COPYFILE_XATTR))
    }
    #else
    private static let lockHint = "lsattr shows it, chattr -i -a undoes it"

    /// FS_IOC_GETFLAGS's immutable (0x10) and append-only (0x20) flags; never on file systems without them.
    private var isLocked: Bool {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var flags: Int = 0
        guard ioctl(descriptor, 0x8008_6601, &flags) == 0 else { return false }
        return Int32(truncatingIfNeeded: flags) & 0x30 != 0
        #else
        return false
        #endif
    }

    /// The access control list and SELinux label, as `sed -i` keeps them. glibc's xattr functions
    /// are looked up at run time: Swift's Glibc module has no `sys/xattr.h`.
    private func keepAccessControl(on descriptor: Int32) {
        typealias Get = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        typealias Put = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
        guard let library = dlopen(nil, RTLD_NOW) else { return }
        defer { dlclose(library) }
        guard let getSymbol = dlsym(library, "getxattr"), let putSymbol = dlsym(library, "fsetxattr") else { return }
        let get = unsafeBitCast(getSymbol, to: Get.self), put = unsafeBitCast(putSymbol, to: Put.self)
        for name in ["system.posix_acl_access", "security.selinux"] {
            let size = get(path, name, nil, 0)
            guard size > 0 else { continue }
            var value = [UInt8](repeating: 0, count: size)
            let read = get(path, name, &value, size)
            guard read > 0 else { continue }
            _ = put(descriptor, name, value, read, 0)
        }
    }
    #endif
}
