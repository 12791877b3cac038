//===- ContractLexer.h - Tokens of a launch-contract string -----*- C++ -*-===//
//
// Internal to the contract language: the parser's view of one string.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_CONTRACT_CONTRACTLEXER_H
#define OXIDE_CONTRACT_CONTRACTLEXER_H

#include <cstdint>
#include <string_view>
#include <vector>

namespace oxide::contract {

enum class Tok { Ident, Int, Float, Punct, Bad, End };

struct Token {
  Tok K = Tok::End;
  std::string_view Text;
  unsigned Begin = 0, End = 0;
  uint64_t Value = 0;
  bool Overflow = false;
};

/// The tokens of \p S, ending with one Tok::End; a character no token
/// starts with is a Tok::Bad token (the parser reports it).
std::vector<Token> lex(std::string_view S);

} // namespace oxide::contract

#endif // OXIDE_CONTRACT_CONTRACTLEXER_H
