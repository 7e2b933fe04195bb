#pragma once
// HS_ASSERT(condition, "what the caller broke"): a precondition or invariant that a header
// states, checked in Debug builds and in the sanitizer builds (HS_CHECKED), compiled out
// of Release builds. A failed assertion names the condition, the rule and the place on
// standard error and aborts: it is a bug in HybridStudio, never a user's mistake (those
// are diagnostics).

namespace hs {

[[noreturn]] void assertionFailed(const char* condition, const char* rule, const char* file, int line);

}  // namespace hs

#if !defined(NDEBUG) || defined(HS_CHECKED)
#define HS_ASSERT(condition, rule) \
    ((condition) ? static_cast<void>(0) : ::hs::assertionFailed(#condition, rule, __FILE__, __LINE__))
#define HS_ASSERTIONS_ON 1
#else
#define HS_ASSERT(condition, rule) static_cast<void>(0)
#define HS_ASSERTIONS_ON 0
#endif
