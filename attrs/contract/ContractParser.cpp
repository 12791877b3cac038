//===- ContractParser.cpp - Parse launch-contract strings -----------------===//
//
// Standard C++ only (see Contract.h); the tokens come from ContractLexer.h.
// The expression grammar accepted here is wider than `requires` allows, on
// purpose: `a / b`, `x && y`, casts and calls
// parse, so the validator can say exactly what is wrong with them instead of
// "syntax error".
//
//===----------------------------------------------------------------------===//

#include "ContractLexer.h"
#include "oxide/contract/Contract.h"

#include <array>
#include <cctype>

namespace oxide::contract {
namespace {

constexpr std::array<std::string_view, 8> Keys = {"domain",
                                                  "coordinates",
                                                  "block",
                                                  "dynamic_shared",
                                                  "dynamic_shared_range",
                                                  "dynamic_shared_alignment",
                                                  "min_compute_capability",
                                                  "requires"};

/// Binding power of a binary operator; 0 when \p Op is not one.
int precedence(std::string_view Op) {
  if (Op == "||")
    return 1;
  if (Op == "&&")
    return 2;
  if (Op == "|")
    return 3;
  if (Op == "^")
    return 4;
  if (Op == "&")
    return 5;
  if (Op == "==" || Op == "!=")
    return 6;
  if (Op == "<" || Op == ">" || Op == "<=" || Op == ">=")
    return 7;
  if (Op == "<<" || Op == ">>")
    return 8;
  if (Op == "+" || Op == "-")
    return 9;
  if (Op == "*" || Op == "/" || Op == "%")
    return 10;
  return 0;
}

class PieceParser {
public:
  PieceParser(std::string_view Text, unsigned Piece, LaunchContract &C,
              std::vector<Diagnostic> &Diags, std::vector<std::pair<std::string_view, Span>> &Seen)
      : Text(Text), Piece(Piece), Toks(lex(Text)), C(C), Diags(Diags), Seen(Seen) {}

  void run() {
    if (Text.size() > MaxStringBytes) {
      error({Piece, 0, 0}, "launch_contract string is longer than " +
                               std::to_string(MaxStringBytes) + " bytes; split it into several");
      return;
    }
    if (peek().K == Tok::End) {
      error({Piece, 0, static_cast<unsigned>(Text.size())},
            "launch_contract string is empty; expected comma-separated `key = value` items such "
            "as \"domain = 1\"");
      return;
    }
    while (peek().K != Tok::End) {
      size_t ItemStart = Pos;
      if (!parseItem()) {
        skipItemFrom(ItemStart);
        continue;
      }
      if (isPunct(",")) {
        ++Pos;
      } else if (peek().K != Tok::End) {
        unexpected("expected `,` between launch_contract items");
        skipItemFrom(Pos);
      }
    }
  }

private:
  const Token &peek(size_t Ahead = 0) const { return Toks[std::min(Pos + Ahead, Toks.size() - 1)]; }
  bool isPunct(std::string_view P, size_t Ahead = 0) const {
    return peek(Ahead).K == Tok::Punct && peek(Ahead).Text == P;
  }
  Span span(const Token &T) const { return {Piece, T.Begin, T.End}; }
  Span span(unsigned B, unsigned E) const { return {Piece, B, E}; }
  bool error(Span Where, std::string Message) {
    Diags.push_back({Where, std::move(Message), std::nullopt, std::nullopt});
    return false;
  }
  /// Reports the token at hand: a lexer complaint, or \p Expected.
  bool unexpected(const std::string &Expected) {
    const Token &T = peek();
    if (T.K == Tok::Bad && !T.Text.empty() && std::isdigit(static_cast<unsigned char>(T.Text[0])))
      return error(span(T), "`" + std::string(T.Text) +
                                "` is not a number launch_contract reads: write decimal (42) or "
                                "hexadecimal (0x2a); octal (052) and binary (0b101010) literals "
                                "are refused, not read differently from C++");
    if (T.K == Tok::Bad)
      return error(span(T),
                   "unexpected character `" + std::string(T.Text) + "` in launch_contract");
    if (T.K == Tok::End)
      return error(span(T), Expected + ", found the end of the string");
    return error(span(T), Expected + ", found `" + std::string(T.Text) + "`");
  }
  bool expectPunct(std::string_view P, const std::string &Context) {
    if (isPunct(P)) {
      ++Pos;
      return true;
    }
    return unexpected("expected `" + std::string(P) + "` " + Context);
  }

  /// After an error: resume after the next `,` outside parentheses.
  void skipItemFrom(size_t From) {
    Pos = From;
    int Depth = 0;
    for (; peek().K != Tok::End; ++Pos) {
      if (isPunct("(") || isPunct("[") || isPunct("{"))
        ++Depth;
      else if (isPunct(")") || isPunct("]") || isPunct("}"))
        Depth = std::max(0, Depth - 1);
      else if (Depth == 0 && isPunct(",")) {
        ++Pos;
        return;
      }
    }
  }

  bool parseItem() {
    const Token &Key = peek();
    if (Key.K != Tok::Ident)
      return unexpected("expected a launch_contract field name such as `domain`");
    bool Known = false;
    for (std::string_view K : Keys)
      Known |= Key.Text == K;
    if (!Known)
      return error(span(Key), "unknown launch_contract field `" + std::string(Key.Text) +
                                  "`; expected domain, coordinates, block, dynamic_shared, "
                                  "dynamic_shared_range, dynamic_shared_alignment, "
                                  "min_compute_capability, or requires");
    ++Pos;
    for (const auto &[Name, Where] : Seen)
      if (Name == Key.Text) {
        Diags.push_back({span(Key),
                         "duplicate launch_contract field `" + std::string(Key.Text) + "`",
                         std::nullopt, std::make_pair(Where, std::string("first given here"))});
        return false;
      }
    Seen.emplace_back(Key.Text, span(Key));
    if (!expectPunct("=", "after launch_contract field `" + std::string(Key.Text) + "`"))
      return false;
    std::string_view K = Key.Text;
    if (K == "domain")
      return parseDomain();
    if (K == "coordinates")
      return parseCoordinates();
    if (K == "block")
      return parseBlock();
    if (K == "dynamic_shared")
      return parseDynamicShared();
    if (K == "dynamic_shared_range")
      return parseDynamicSharedRange();
    if (K == "dynamic_shared_alignment")
      return parseAlignment();
    if (K == "min_compute_capability")
      return parseComputeCapability();
    return parseRequires();
  }

  /// An integer literal that fits in \p Max.
  std::optional<uint64_t> integer(const std::string &What, uint64_t Max = UINT64_MAX) {
    const Token &T = peek();
    if (T.K != Tok::Int) {
      unexpected("expected an integer literal for " + What);
      return std::nullopt;
    }
    if (T.Overflow || T.Value > Max) {
      error(span(T), What + " " + std::string(T.Text) + " does not fit in " +
                         (Max == UINT32_MAX ? "u32" : "u64"));
      return std::nullopt;
    }
    ++Pos;
    return T.Value;
  }

  /// `(a, b, ...)` of exactly N integer literals.
  std::optional<std::vector<uint64_t>> tuple(size_t N, const std::string &Shape,
                                             const std::string &What, Span &Where) {
    unsigned B = peek().Begin;
    if (!isPunct("(")) {
      unexpected(What + " must be a tuple `" + Shape + "`: expected `(`");
      return std::nullopt;
    }
    ++Pos;
    std::vector<uint64_t> Out;
    while (true) {
      auto V = integer("a " + What + " dimension", UINT32_MAX);
      if (!V)
        return std::nullopt;
      Out.push_back(*V);
      if (isPunct(",")) {
        ++Pos;
        continue;
      }
      if (!isPunct(")")) {
        unexpected("expected `,` or `)` in " + What);
        return std::nullopt;
      }
      Where = span(B, peek().End);
      ++Pos;
      break;
    }
    if (Out.size() != N) {
      error(Where, What + " must be a tuple `" + Shape + "` of " + std::to_string(N) +
                       " integers; found " + std::to_string(Out.size()));
      return std::nullopt;
    }
    return Out;
  }

  bool parseDomain() {
    const Token &T = peek();
    if (T.K != Tok::Int || T.Overflow || T.Value < 1 || T.Value > 3)
      return error(span(T), "launch_contract domain must be 1, 2, or 3");
    C.Domain = static_cast<unsigned>(T.Value);
    C.DomainWhere = span(T);
    ++Pos;
    return true;
  }

  bool parseCoordinates() {
    const Token &T = peek();
    if (T.K != Tok::Ident || T.Text != "u32")
      return error(span(T), "launch_contract coordinates currently supports only `u32`");
    C.U32Coordinates = true;
    ++Pos;
    return true;
  }

  bool parseBlock() {
    Span Where;
    auto V = tuple(3, "(x, y, z)", "block", Where);
    if (!V)
      return false;
    C.Block = Dim3{(*V)[0], (*V)[1], (*V)[2], Where};
    for (uint64_t D : *V)
      if (D == 0)
        return error(Where, "launch_contract block dimensions must be non-zero");
    return true;
  }

  bool parseDynamicShared() {
    auto V = integer("dynamic_shared", UINT32_MAX);
    if (!V)
      return false;
    C.DynamicShared = *V;
    return true;
  }

  bool parseDynamicSharedRange() {
    Span Where;
    auto V = tuple(2, "(min, max)", "dynamic_shared_range", Where);
    if (!V)
      return false;
    if ((*V)[0] > (*V)[1])
      return error(Where, "dynamic_shared_range minimum cannot exceed its maximum");
    C.DynamicSharedRange = std::make_pair((*V)[0], (*V)[1]);
    return true;
  }

  bool parseAlignment() {
    Span Where = span(peek());
    auto V = integer("dynamic_shared_alignment", UINT32_MAX);
    if (!V)
      return false;
    if (*V == 0 || (*V & (*V - 1)) != 0)
      return error(Where, "dynamic_shared_alignment must be a non-zero power of two");
    // 1024 is the most any shared-memory access asks for (TMA's 128-byte
    // swizzle); the kernel's entry checks what is given (config.cuh).
    if (*V > 1024)
      return error(Where, "dynamic_shared_alignment must be at most 1024 bytes");
    C.DynamicSharedAlignment = *V;
    return true;
  }

  bool parseComputeCapability() {
    Span Where;
    auto V = tuple(2, "(major, minor)", "min_compute_capability", Where);
    if (!V)
      return false;
    C.MinComputeCapability =
        std::make_pair(static_cast<unsigned>((*V)[0]), static_cast<unsigned>((*V)[1]));
    return true;
  }

  bool parseRequires() {
    if (!isPunct("("))
      return unexpected("requires must be a parenthesized list of relations, as in "
                        "`requires = (a.len() >= n)`: expected `(`");
    unsigned Open = peek().Begin;
    ++Pos;
    if (isPunct(")"))
      return error(span(Open, peek().End),
                   "requires needs at least one relation, e.g. `requires = (a.len() >= n)`");
    while (true) {
      std::unique_ptr<Expr> E = parseExpr(1);
      if (!E)
        return false;
      Relation R;
      R.Where = E->Where;
      R.Whole = std::move(E);
      C.Requires.push_back(std::move(R));
      if (isPunct(",")) {
        ++Pos;
        if (isPunct(")")) // a trailing comma
          break;
        continue;
      }
      if (isPunct(")"))
        break;
      return unexpected("expected `,` or `)` after a requires relation");
    }
    ++Pos;
    return true;
  }

  std::unique_ptr<Expr> node(Expr::Kind K, unsigned B, unsigned E) {
    auto N = std::make_unique<Expr>();
    N->K = K;
    N->Where = span(B, E);
    return N;
  }

  std::unique_ptr<Expr> parseExpr(int MinPrec) {
    std::unique_ptr<Expr> LHS = parseUnary();
    while (LHS && peek().K == Tok::Punct) {
      int Prec = precedence(peek().Text);
      if (Prec == 0 || Prec < MinPrec)
        break;
      const Token Op = peek();
      ++Pos;
      std::unique_ptr<Expr> RHS = parseExpr(Prec + 1);
      if (!RHS)
        return nullptr;
      auto B = node(Expr::Kind::Binary, LHS->Where.Begin, RHS->Where.End);
      B->Text = std::string(Op.Text);
      B->OpWhere = span(Op);
      B->LHS = std::move(LHS);
      B->RHS = std::move(RHS);
      LHS = std::move(B);
    }
    return LHS;
  }

  std::unique_ptr<Expr> parseUnary() {
    // Every nesting (parentheses, unary operators, arguments) passes here.
    struct Nest {
      unsigned &D;
      explicit Nest(unsigned &D) : D(++D) {}
      ~Nest() { --D; }
    } Guard(Depth);
    if (Depth > MaxDepth) {
      if (!TooDeep)
        error(span(peek()), "expression in launch_contract is nested more than " +
                                std::to_string(MaxDepth) + " levels deep");
      TooDeep = true;
      return nullptr;
    }
    if (peek().K == Tok::Punct &&
        std::string_view("-+!~*&").find(peek().Text) != std::string_view::npos &&
        peek().Text.size() == 1) {
      const Token Op = peek();
      ++Pos;
      std::unique_ptr<Expr> Operand = parseUnary();
      if (!Operand)
        return nullptr;
      auto U = node(Expr::Kind::Unary, Op.Begin, Operand->Where.End);
      U->Text = std::string(Op.Text);
      U->OpWhere = span(Op);
      U->LHS = std::move(Operand);
      return U;
    }
    return parsePostfix(parsePrimary());
  }

  std::unique_ptr<Expr> parsePostfix(std::unique_ptr<Expr> E) {
    while (E && isPunct(".")) {
      unsigned Dot = peek().Begin;
      ++Pos;
      if (peek().K != Tok::Ident) {
        unexpected("expected a method name after `.`");
        return nullptr;
      }
      const Token Name = peek();
      ++Pos;
      bool IsCall = isPunct("(");
      unsigned NumArgs = 0;
      if (IsCall && !arguments(NumArgs))
        return nullptr;
      auto M =
          node(IsCall ? Expr::Kind::Method : Expr::Kind::Member, E->Where.Begin, Toks[Pos - 1].End);
      M->Text = std::string(Name.Text);
      M->OpWhere = span(Dot, Toks[Pos - 1].End);
      M->NumArgs = NumArgs;
      M->LHS = std::move(E);
      E = std::move(M);
    }
    return E;
  }

  /// `( expr, ... )`; counts the arguments.
  bool arguments(unsigned &N, std::vector<std::unique_ptr<Expr>> *Keep = nullptr) {
    ++Pos; // (
    N = 0;
    if (isPunct(")")) {
      ++Pos;
      return true;
    }
    while (true) {
      std::unique_ptr<Expr> Arg = parseExpr(1);
      if (!Arg)
        return false;
      if (Keep)
        Keep->push_back(std::move(Arg));
      ++N;
      if (isPunct(",")) {
        ++Pos;
        continue;
      }
      return expectPunct(")", "to close the argument list");
    }
  }

  bool startsPrimary(size_t Ahead) const {
    const Token &T = peek(Ahead);
    return T.K == Tok::Ident || T.K == Tok::Int || T.K == Tok::Float ||
           (T.K == Tok::Punct && T.Text == "(");
  }

  std::unique_ptr<Expr> parsePrimary() {
    const Token T = peek();
    if (T.K == Tok::Int || T.K == Tok::Float) {
      ++Pos;
      auto N = node(T.K == Tok::Int ? Expr::Kind::Integer : Expr::Kind::Float, T.Begin, T.End);
      N->Text = std::string(T.Text);
      N->Value = T.Value;
      N->Overflow = T.Overflow;
      return N;
    }
    if (T.K == Tok::Ident)
      return parseName();
    if (isPunct("(")) {
      // (type) operand: one or more words, `)`, then something an operand starts with.
      size_t Words = 0;
      while (peek(1 + Words).K == Tok::Ident)
        ++Words;
      if (Words > 0 && isPunct(")", 1 + Words) && startsPrimary(2 + Words)) {
        Pos += 2 + Words;
        std::unique_ptr<Expr> Operand = parseUnary();
        if (!Operand)
          return nullptr;
        return node(Expr::Kind::Cast, T.Begin, Operand->Where.End);
      }
      ++Pos;
      std::unique_ptr<Expr> Inner = parseExpr(1);
      if (!Inner)
        return nullptr;
      if (!isPunct(")")) {
        unexpected("expected `)`");
        return nullptr;
      }
      auto P = node(Expr::Kind::Paren, T.Begin, peek().End);
      ++Pos;
      P->LHS = std::move(Inner);
      return P;
    }
    unexpected("expected an expression");
    return nullptr;
  }

  std::unique_ptr<Expr> parseName() {
    const Token T = peek();
    ++Pos;
    bool CastKeyword = T.Text == "static_cast" || T.Text == "reinterpret_cast" ||
                       T.Text == "const_cast" || T.Text == "dynamic_cast" || T.Text == "bit_cast";
    if (CastKeyword && isPunct("<")) {
      // Skip the target type: <...> with nesting, then the argument list.
      for (int Depth = 0; peek().K != Tok::End; ++Pos) {
        Depth += isPunct("<") - isPunct(">") - 2 * isPunct(">>");
        if (Depth <= 0) {
          ++Pos;
          break;
        }
      }
      unsigned N = 0;
      if (!isPunct("(")) {
        unexpected("expected `(` after the cast's target type");
        return nullptr;
      }
      if (!arguments(N))
        return nullptr;
      return node(Expr::Kind::Cast, T.Begin, Toks[Pos - 1].End);
    }
    if (isPunct("::")) {
      while (isPunct("::") && peek(1).K == Tok::Ident)
        Pos += 2;
      auto P = node(Expr::Kind::Path, T.Begin, Toks[Pos - 1].End);
      P->Text = std::string(Text.substr(T.Begin, Toks[Pos - 1].End - T.Begin));
      return P;
    }
    if (isPunct("(")) {
      unsigned N = 0;
      std::vector<std::unique_ptr<Expr>> Args;
      if (!arguments(N, &Args))
        return nullptr;
      auto Call = node(Expr::Kind::Call, T.Begin, Toks[Pos - 1].End);
      Call->Text = std::string(T.Text);
      Call->NumArgs = N;
      Call->Args = std::move(Args);
      return Call;
    }
    auto P = node(Expr::Kind::Param, T.Begin, T.End);
    P->Text = std::string(T.Text);
    return P;
  }

  // Contracts are short; these bounds keep hostile input from exhausting the
  // stack (the parser, render() and the validator all recurse).
  static constexpr size_t MaxStringBytes = 4096;
  static constexpr unsigned MaxDepth = 256;

  std::string_view Text;
  unsigned Piece;
  std::vector<Token> Toks;
  size_t Pos = 0;
  unsigned Depth = 0;
  bool TooDeep = false;
  LaunchContract &C;
  std::vector<Diagnostic> &Diags;
  std::vector<std::pair<std::string_view, Span>> &Seen;
};

/// The contract-wide checks, once every string is read.
void checkWhole(LaunchContract &C, const std::vector<std::pair<std::string_view, Span>> &Seen,
                std::vector<Diagnostic> &Diags) {
  // A misspelled key is already reported; "no domain" would be its echo.
  bool Misspelled = false;
  for (const Diagnostic &D : Diags)
    Misspelled |= D.Message.rfind("unknown launch_contract field", 0) == 0;
  auto where = [&](std::string_view Key) -> const Span * {
    for (const auto &[Name, Where] : Seen)
      if (Name == Key)
        return &Where;
    return nullptr;
  };
  if (!where("domain") && !Misspelled) {
    Diags.push_back({C.Where, "launch_contract requires `domain = 1`, `2`, or `3`", std::nullopt,
                     std::nullopt});
  } else if (C.Domain != 0 && C.Block) {
    const Dim3 &B = *C.Block;
    if ((C.Domain == 1 && (B.Y != 1 || B.Z != 1)) || (C.Domain == 2 && B.Z != 1))
      Diags.push_back({B.Where,
                       "launch_contract block dimensions (" + std::to_string(B.X) + ", " +
                           std::to_string(B.Y) + ", " + std::to_string(B.Z) +
                           ") exceed the declared " + std::to_string(C.Domain) + "D domain",
                       std::nullopt,
                       std::make_pair(C.DomainWhere, std::string("domain declared here"))});
  }
  if (where("dynamic_shared") && where("dynamic_shared_range")) {
    const Span *Second = where("dynamic_shared_range");
    const Span *First = where("dynamic_shared");
    if (First->Piece > Second->Piece ||
        (First->Piece == Second->Piece && First->Begin > Second->Begin))
      std::swap(First, Second);
    Diags.push_back({*Second,
                     "launch_contract accepts either `dynamic_shared` or `dynamic_shared_range`, "
                     "not both",
                     std::nullopt, std::make_pair(*First, std::string("the other one is here"))});
  }
  // The alignment is of the dynamic shared region: without one it would
  // promise nothing, and no entry check would be written.
  if (const Span *Align = where("dynamic_shared_alignment"); Align && C.DynamicSharedAlignment &&
                                                             !where("dynamic_shared") &&
                                                             !where("dynamic_shared_range"))
    Diags.push_back(
        {*Align,
         "dynamic_shared_alignment needs `dynamic_shared` or `dynamic_shared_range`: it "
         "is the alignment of the kernel's dynamic shared memory",
         std::nullopt, std::nullopt});
}

} // namespace

std::string_view spelling(Comparison C) {
  switch (C) {
  case Comparison::GE:
    return ">=";
  case Comparison::GT:
    return ">";
  case Comparison::LE:
    return "<=";
  case Comparison::LT:
    return "<";
  case Comparison::EQ:
    return "==";
  case Comparison::NE:
    return "!=";
  }
  return "?";
}

ParseResult parseContract(const std::vector<std::string_view> &Pieces) {
  ParseResult R;
  R.Contract.Where = {0, 0, Pieces.empty() ? 0u : static_cast<unsigned>(Pieces[0].size())};
  if (Pieces.empty()) {
    R.Diags.push_back({R.Contract.Where, "launch_contract needs at least one string", std::nullopt,
                       std::nullopt});
    return R;
  }
  std::vector<std::pair<std::string_view, Span>> Seen;
  for (unsigned I = 0; I < Pieces.size(); ++I)
    PieceParser(Pieces[I], I, R.Contract, R.Diags, Seen).run();
  checkWhole(R.Contract, Seen, R.Diags);
  R.Contract.ParsedCleanly = R.Diags.empty();
  return R;
}

std::string describe(const LaunchContract &C) {
  auto pair = [](uint64_t A, uint64_t B) {
    return "(" + std::to_string(A) + ", " + std::to_string(B) + ")";
  };
  std::string Out = "domain = " + std::to_string(C.Domain);
  if (C.Block)
    Out += ", block = (" + std::to_string(C.Block->X) + ", " + std::to_string(C.Block->Y) + ", " +
           std::to_string(C.Block->Z) + ")";
  if (C.U32Coordinates)
    Out += ", coordinates = u32";
  if (C.DynamicShared)
    Out += ", dynamic_shared = " + std::to_string(*C.DynamicShared);
  if (C.DynamicSharedRange)
    Out += ", dynamic_shared_range = " +
           pair(C.DynamicSharedRange->first, C.DynamicSharedRange->second);
  if (C.DynamicSharedAlignment)
    Out += ", dynamic_shared_alignment = " + std::to_string(*C.DynamicSharedAlignment);
  if (C.MinComputeCapability)
    Out += ", min_compute_capability = " +
           pair(C.MinComputeCapability->first, C.MinComputeCapability->second);
  if (!C.Requires.empty()) {
    Out += ", requires = (";
    for (size_t I = 0; I < C.Requires.size(); ++I)
      Out += (I ? ", " : "") + render(*C.Requires[I].Whole);
    Out += ")";
  }
  return Out;
}

std::string render(const Expr &E) {
  switch (E.K) {
  case Expr::Kind::Paren:
    return "(" + render(*E.LHS) + ")";
  case Expr::Kind::Binary:
    return render(*E.LHS) + " " + E.Text + " " + render(*E.RHS);
  case Expr::Kind::Method:
    return render(*E.LHS) + "." + E.Text + "()";
  case Expr::Kind::Member:
    return render(*E.LHS) + "." + E.Text;
  case Expr::Kind::Unary:
    return E.Text + render(*E.LHS);
  case Expr::Kind::Call: {
    std::string Out = E.Text + "(";
    for (size_t I = 0; I < E.Args.size(); ++I)
      Out += (I ? ", " : "") + render(*E.Args[I]);
    return Out + ")";
  }
  case Expr::Kind::Cast:
    return "<cast>";
  case Expr::Kind::Integer:
  case Expr::Kind::Float:
  case Expr::Kind::Param:
  case Expr::Kind::Path:
    return E.Text;
  }
  return E.Text;
}

} // namespace oxide::contract
