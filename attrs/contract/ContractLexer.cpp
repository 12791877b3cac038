//===- ContractLexer.cpp - Tokens of a launch-contract string -------------===//

#include "ContractLexer.h"

#include <array>
#include <cctype>

namespace oxide::contract {
namespace {

bool isIdentStart(char C) { return std::isalpha(static_cast<unsigned char>(C)) || C == '_'; }
bool isIdentBody(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

/// Parses digits of \p Base; false on an invalid digit. Sets Overflow past u64.
bool parseDigits(std::string_view Digits, unsigned Base, uint64_t &Value, bool &Overflow) {
  if (Digits.empty())
    return false;
  Value = 0;
  Overflow = false;
  for (char C : Digits) {
    unsigned D;
    if (C >= '0' && C <= '9')
      D = C - '0';
    else if (Base == 16 && std::isxdigit(static_cast<unsigned char>(C)))
      D = std::tolower(static_cast<unsigned char>(C)) - 'a' + 10;
    else
      return false;
    if (D >= Base)
      return false;
    Overflow |= __builtin_mul_overflow(Value, uint64_t(Base), &Value) ||
                __builtin_add_overflow(Value, uint64_t(D), &Value);
  }
  return true;
}

/// Classifies a number-like run: integer (decimal or hex, optional u/l
/// suffixes), float, or malformed (octal and binary included).
Token lexNumber(std::string_view S, unsigned B, unsigned E) {
  Token T{Tok::Bad, S.substr(B, E - B), B, E};
  std::string_view N = T.Text;
  bool Hex = N.size() > 2 && N[0] == '0' && (N[1] == 'x' || N[1] == 'X');
  if (!Hex &&
      (N.find('.') != std::string_view::npos || N.find_first_of("eE") != std::string_view::npos)) {
    T.K = Tok::Float;
    return T;
  }
  std::string_view Digits = Hex ? N.substr(2) : N;
  while (!Digits.empty() && std::string_view("uUlL").find(Digits.back()) != std::string_view::npos)
    Digits.remove_suffix(1);
  // C++ reads 010 as 8: a leading zero is refused, not read as decimal.
  const bool Octal = !Hex && Digits.size() > 1 && Digits[0] == '0';
  if (!Octal && parseDigits(Digits, Hex ? 16 : 10, T.Value, T.Overflow))
    T.K = Tok::Int;
  return T;
}

} // namespace

std::vector<Token> lex(std::string_view S) {
  static constexpr std::array<std::string_view, 10> TwoChar = {">=", "<=", "==", "!=", "&&",
                                                               "||", "::", "<<", ">>", "->"};
  std::vector<Token> Out;
  unsigned I = 0, N = static_cast<unsigned>(S.size());
  while (I < N) {
    char C = S[I];
    if (std::isspace(static_cast<unsigned char>(C))) {
      ++I;
      continue;
    }
    unsigned B = I;
    if (isIdentStart(C)) {
      while (I < N && isIdentBody(S[I]))
        ++I;
      Out.push_back({Tok::Ident, S.substr(B, I - B), B, I});
    } else if (std::isdigit(static_cast<unsigned char>(C))) {
      while (I < N && (isIdentBody(S[I]) || S[I] == '.' ||
                       ((S[I] == '+' || S[I] == '-') && (S[I - 1] == 'e' || S[I - 1] == 'E') &&
                        !(S.size() > B + 1 && (S[B + 1] == 'x' || S[B + 1] == 'X')))))
        ++I;
      Out.push_back(lexNumber(S, B, I));
    } else {
      unsigned Len = 1;
      for (std::string_view P : TwoChar)
        if (S.substr(I, 2) == P)
          Len = 2;
      I += Len;
      bool Known = Len == 2 ||
                   std::string_view("(),=.+-*/%<>!&|^~?:[]{};").find(C) != std::string_view::npos;
      Out.push_back({Known ? Tok::Punct : Tok::Bad, S.substr(B, Len), B, I});
    }
  }
  Out.push_back({Tok::End, {}, N, N});
  return Out;
}

} // namespace oxide::contract
