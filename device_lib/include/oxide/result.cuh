// oxide/result.cuh: host side. What a refused host operation returns:
// oxide::error (a message and the CUDA error behind it), result<T> (a T or
// an error) and cuda_exception.
//
// No <string>, <ostream> or libcu++ here: every .cu that launches includes
// this header, and <string> alone costs nvcc about 0.5 s a translation unit,
// <cuda/std/expected> about 1.4 s (docs/build.md, "Build cost"). The message
// converts to std::string or std::string_view where the caller has them.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <exception>
#include <new>
#include <type_traits>
#include <utility>

namespace oxide {

// A message of at most `capacity` characters; a longer one is cut with "...".
// Built by append(), read as a C string, and converted to any string type
// that a (const char *, size_t) constructor makes (std::string,
// std::string_view) without this header naming one.
class message_text {
public:
  static constexpr std::size_t capacity = 511;

  message_text() noexcept { text_[0] = '\0'; }
  message_text(const char *s) noexcept : message_text() { append(s); } // NOLINT: implicit by design

  const char *c_str() const noexcept { return text_; }
  const char *data() const noexcept { return text_; }
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }

  message_text &append(const char *s, std::size_t n) noexcept {
    for (std::size_t i = 0; i < n; ++i) {
      if (size_ == capacity) {
        std::memcpy(text_ + capacity - 3, "...", 3);
        break;
      }
      text_[size_++] = s[i];
    }
    text_[size_] = '\0';
    return *this;
  }
  message_text &append(const char *s) noexcept { return s ? append(s, std::strlen(s)) : append("(null)", 6); }
  message_text &append(const message_text &m) noexcept { return append(m.text_, m.size_); }
  // Any string type with data() and size() (std::string, std::string_view).
  template <class S>
    requires requires(const S &s) {
      requires std::is_convertible_v<decltype(s.data()), const char *>;
      s.size();
    }
  message_text &append(const S &s) noexcept {
    return append(s.data(), s.size());
  }
  // Integers in decimal, signed or unsigned.
  template <class I>
    requires std::is_integral_v<I>
  message_text &append(I v) noexcept {
    char digits[24];
    int n = 0;
    const bool negative = std::is_signed_v<I> && v < 0;
    unsigned long long u = negative ? 0ull - static_cast<unsigned long long>(v) : static_cast<unsigned long long>(v);
    do
      digits[n++] = static_cast<char>('0' + u % 10);
    while ((u /= 10) != 0);
    if (negative)
      digits[n++] = '-';
    char out[24];
    for (int i = 0; i < n; ++i)
      out[i] = digits[n - 1 - i];
    return append(out, static_cast<std::size_t>(n));
  }

  template <class String>
    requires requires { String(static_cast<const char *>(nullptr), std::size_t{}); }
  operator String() const { // NOLINT: std::string m = e.message(); works
    return String(text_, size_);
  }

  friend bool operator==(const message_text &a, const char *b) noexcept { return std::strcmp(a.text_, b) == 0; }
  // Against std::string or std::string_view: anything with data() and size().
  template <class S>
    requires requires(const S &s) {
      requires std::is_convertible_v<decltype(s.data()), const char *>;
      s.size();
    }
  friend bool operator==(const message_text &a, const S &b) noexcept {
    return a.size_ == b.size() && std::memcmp(a.text_, b.data(), a.size_) == 0;
  }
  // std::cout << text, without <ostream> here.
  template <class OStream>
    requires requires(OStream &os, const char *s) { os << s; }
  friend OStream &operator<<(OStream &os, const message_text &m) {
    os << m.text_;
    return os;
  }

private:
  char text_[capacity + 1];
  std::size_t size_ = 0;
};

namespace detail {
// One part of a message: a string or an integer. Messages are built from an
// array of these by one out-of-line function (join), not by code inlined at
// every refusal: a refusal is the cold path, and the inlined form tripled
// the host compile of a file with three launchers at -O3 (docs/build.md,
// "Build cost").
struct text_part {
  const char *s = nullptr;
  std::size_t n = 0; // s's length; ~0: a null-terminated string
  unsigned long long u = 0;
  bool number = false, negative = false;

  text_part(const char *str) noexcept : s(str), n(~std::size_t(0)) {}
  text_part(const message_text &m) noexcept : s(m.c_str()), n(m.size()) {}
  template <class S>
    requires(!std::is_integral_v<S> && requires(const S &str) {
      requires std::is_convertible_v<decltype(str.data()), const char *>;
      str.size();
    })
  text_part(const S &str) noexcept : s(str.data()), n(str.size()) {}
  template <class I>
    requires std::is_integral_v<I>
  text_part(I v) noexcept
      : u(std::is_signed_v<I> && v < 0 ? 0ull - static_cast<unsigned long long>(v) : static_cast<unsigned long long>(v)),
        number(true), negative(std::is_signed_v<I> && v < 0) {}
};

[[gnu::noinline, gnu::cold]] inline message_text join(const text_part *parts, std::size_t count) noexcept {
  message_text m;
  for (std::size_t i = 0; i < count; ++i) {
    const text_part &p = parts[i];
    if (!p.number)
      p.n == ~std::size_t(0) ? m.append(p.s) : m.append(p.s, p.n);
    else if (p.negative)
      m.append("-").append(p.u);
    else
      m.append(p.u);
  }
  return m;
}

// A message from its parts: strings, integers, other messages.
template <class... Parts>
message_text text(const Parts &...parts) {
  const text_part list[] = {text_part(parts)...};
  return join(list, sizeof...(Parts));
}
} // namespace detail

// What a refused host operation says. message() is the whole sentence.
class error {
public:
  error() = default;
  explicit error(const message_text &message, cudaError_t cuda = cudaSuccess) : message_(message), cuda_(cuda) {}

  const message_text &message() const noexcept { return message_; }
  // The CUDA error behind it, or cudaSuccess when oxide refused on its own.
  cudaError_t cuda_error() const noexcept { return cuda_; }

  static error from_cuda(const message_text &what, cudaError_t code) {
    return error(detail::text(what, ": ", cudaGetErrorName(code), " (", cudaGetErrorString(code), ")"), code);
  }

  template <class OStream>
    requires requires(OStream &os, const char *s) { os << s; }
  friend OStream &operator<<(OStream &os, const error &e) {
    return os << e.message_;
  }

private:
  message_text message_;
  cudaError_t cuda_ = cudaSuccess;
};

// The name launches use; one type for every refusal.
using launch_error = error;

// Thrown only by device_buffer's constructor, which has no other way to
// fail, and by result::value() on an error.
class cuda_exception : public std::exception {
public:
  explicit cuda_exception(const oxide::error &e) : error_(e) {}
  const char *what() const noexcept override { return error_.message().c_str(); }
  const oxide::error &error() const noexcept { return error_; }

private:
  oxide::error error_;
};

// The error side of a result, as in std::unexpected.
template <class E = error>
class unexpected {
public:
  explicit unexpected(E e) : error_(static_cast<E &&>(e)) {}
  const E &error() const & noexcept { return error_; }

private:
  E error_;
};
template <class E>
unexpected(E) -> unexpected<E>;

// A T or an error, with std::expected's names: `if (!r)`, r.error(), *r,
// r->, r.value() (which throws cuda_exception on an error).
template <class T>
class [[nodiscard]] result {
public:
  result(const T &v) : ok_(true) { ::new (&value_) T(v); }           // NOLINT: implicit as in expected
  result(T &&v) : ok_(true) { ::new (&value_) T(static_cast<T &&>(v)); } // NOLINT
  result(const unexpected<oxide::error> &e) : ok_(false) { ::new (&error_) oxide::error(e.error()); } // NOLINT
  result(const result &o) : ok_(o.ok_) {
    o.ok_ ? void(::new (&value_) T(o.value_)) : void(::new (&error_) oxide::error(o.error_));
  }
  result(result &&o) noexcept(std::is_nothrow_move_constructible_v<T>) : ok_(o.ok_) {
    o.ok_ ? void(::new (&value_) T(static_cast<T &&>(o.value_))) : void(::new (&error_) oxide::error(o.error_));
  }
  // Destroy, then move in: the move must not throw, or *this would be
  // destroyed twice.
  static_assert(std::is_nothrow_move_constructible_v<T>, "oxide::result<T>: T must be nothrow movable");
  result &operator=(result o) noexcept {
    this->~result();
    ::new (this) result(static_cast<result &&>(o));
    return *this;
  }
  ~result() {
    if (ok_)
      value_.~T();
  } // oxide::error is trivially destructible

  bool has_value() const noexcept { return ok_; }
  explicit operator bool() const noexcept { return ok_; }
  // The error; on a value, an empty one (never the value's bytes).
  const oxide::error &error() const & noexcept { return ok_ ? no_error() : error_; }
  // On an error these throw cuda_exception with its message, where
  // std::expected's are undefined behaviour: `prepare<k>(cfg)->run(...)`
  // with no test of the result stops with the refusal, never runs on the
  // error's bytes.
  T &operator*() & { return value(); }
  const T &operator*() const & { return value(); }
  T &&operator*() && { return static_cast<result &&>(*this).value(); }
  T *operator->() { return &value(); }
  const T *operator->() const { return &value(); }
  T &value() & { return ok_ ? value_ : throw cuda_exception(error_); }
  const T &value() const & { return ok_ ? value_ : throw cuda_exception(error_); }
  T &&value() && { return static_cast<T &&>(ok_ ? value_ : throw cuda_exception(error_)); }

private:
  static const oxide::error &no_error() noexcept {
    static const oxide::error none;
    return none;
  }
  bool ok_;
  union {
    T value_;
    oxide::error error_;
  };
};

template <>
class [[nodiscard]] result<void> {
public:
  result() noexcept = default;
  result(const unexpected<oxide::error> &e) : ok_(false), error_(e.error()) {} // NOLINT: implicit as in expected

  bool has_value() const noexcept { return ok_; }
  explicit operator bool() const noexcept { return ok_; }
  const oxide::error &error() const & noexcept { return error_; }
  void value() const {
    if (!ok_)
      throw cuda_exception(error_);
  }

private:
  bool ok_ = true;
  oxide::error error_;
};

} // namespace oxide
