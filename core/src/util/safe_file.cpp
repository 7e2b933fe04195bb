#include "hs/util/safe_file.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

namespace hs {

namespace fs = std::filesystem;

namespace {

// The file a path finally names: links followed (also links to files that do not exist yet).
std::string resolveLinks(const std::string& path) {
    fs::path p = path;
    std::error_code ec;
    for (int hops = 0; hops < 40 && fs::is_symlink(fs::symlink_status(p, ec)); ++hops) {
        fs::path target = fs::read_symlink(p, ec);
        if (ec) break;
        p = target.is_absolute() ? target : p.parent_path() / target;
    }
    return p.string();
}

std::string describeErrno(int e) { return e ? std::string(": ") + std::strerror(e) : std::string(); }

}  // namespace

SafeFile::~SafeFile() {
    if (m_open) abandon();
}

bool SafeFile::open(const std::string& path, std::string& error) {
    if (m_open) abandon();
    m_target = resolveLinks(path);
    struct stat st {};
    const bool exists = ::stat(m_target.c_str(), &st) == 0;
    if (exists && S_ISDIR(st.st_mode)) {
        error = "cannot write '" + path + "': it is a folder";
        return false;
    }
    m_direct = exists && !S_ISREG(st.st_mode);
    if (m_direct) {
        m_writePath = m_target;
    } else {
        // a unique name beside the target, so that the rename stays on one file system
        const fs::path target(m_target);
        const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
        std::string pattern = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
        std::vector<char> name(pattern.begin(), pattern.end());
        name.push_back('\0');
        const int fd = ::mkstemp(name.data());
        if (fd < 0) {
            error = "cannot write '" + path + "'" + describeErrno(errno);
            return false;
        }
        // the new file gets the permissions of the file it replaces (else the usual ones)
        if (exists) {
            ::fchmod(fd, st.st_mode & 07777);
        } else {
            const mode_t mask = ::umask(0);
            ::umask(mask);
            ::fchmod(fd, 0666 & ~mask);
        }
        ::close(fd);
        m_writePath = name.data();
    }
    m_out.open(m_writePath, std::ios::binary | std::ios::out | (m_direct ? std::ios::openmode{} : std::ios::trunc));
    if (!m_out) {
        const int e = errno;
        if (!m_direct) std::remove(m_writePath.c_str());
        error = "cannot write '" + path + "'" + describeErrno(e);
        return false;
    }
    m_open = true;
    return true;
}

bool SafeFile::commit(std::string& error) {
    if (!m_open) {
        error = "cannot write '" + m_target + "': not open";
        return false;
    }
    m_out.flush();
    const bool written = static_cast<bool>(m_out);
    m_out.close();
    m_open = false;
    if (!written || m_out.fail()) {
        if (!m_direct) std::remove(m_writePath.c_str());
        error = "cannot write '" + m_target + "' (disk full?)";
        return false;
    }
    if (m_direct) return true;
    if (std::rename(m_writePath.c_str(), m_target.c_str()) != 0) {
        const int e = errno;
        std::remove(m_writePath.c_str());
        error = "cannot write '" + m_target + "'" + describeErrno(e);
        return false;
    }
    return true;
}

void SafeFile::abandon() {
    if (m_out.is_open()) m_out.close();
    if (m_open && !m_direct) std::remove(m_writePath.c_str());
    m_open = false;
}

bool writeFileSafely(const std::string& path, std::string_view text, std::string& error) {
    SafeFile file;
    if (!file.open(path, error)) return false;
    file.stream().write(text.data(), static_cast<std::streamsize>(text.size()));
    return file.commit(error);
}

}  // namespace hs
