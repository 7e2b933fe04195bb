#pragma once
// Writing a file without ever damaging what is there. A regular file (or a path that does
// not exist yet) is written to a fresh temporary file in the same folder, flushed, given
// the old file's permissions and renamed over it only when everything was written: a
// failure or a crash leaves the old file untouched. A symbolic link keeps being a link: the
// file it points to is replaced. Anything else — a device such as /dev/null, a FIFO, a
// socket — is written directly, never replaced by a regular file.
// Not thread-safe per instance; distinct instances may be used from distinct threads.

#include <fstream>
#include <string>
#include <string_view>

namespace hs {

class SafeFile {
public:
    SafeFile() = default;
    ~SafeFile();  // an uncommitted file is abandoned: its temporary file is removed
    SafeFile(const SafeFile&) = delete;
    SafeFile& operator=(const SafeFile&) = delete;

    // Opens `path` for writing; false (with `error`) when it cannot be written.
    bool open(const std::string& path, std::string& error);
    // The stream to write to while open.
    std::ostream& stream() { return m_out; }
    // The file written to: the temporary file, or the target itself when written directly
    // (for libraries that take a file name).
    const std::string& writePath() const { return m_writePath; }
    // Closes the stream and, for a regular file, renames the temporary file into place.
    bool commit(std::string& error);
    // Removes the temporary file; the target is left as it was.
    void abandon();

private:
    std::string m_target;     // the file finally written (a link resolved)
    std::string m_writePath;  // where the bytes go now
    bool m_direct = false;
    bool m_open = false;
    std::ofstream m_out;
};

// The whole text, written safely.
bool writeFileSafely(const std::string& path, std::string_view text, std::string& error);

}  // namespace hs
