# Prints the body of each loop of entry ENTRY (awk -v ENTRY=name) that holds
# a bar.sync: the lines from a label to the branch back to it. A block the
# loop jumps over (a predicated load's) is inside and printed too.
/^\.visible \.entry / { inside = index($0, ENTRY) > 0; n = 0; next }
!inside { next }
{ line[++n] = $0 }
/^\$L__BB[0-9_]+:/ { label = $1; sub(/:$/, "", label); at[label] = n }
/bra(\.uni)?[ \t]+\$L__BB/ {
  target = $NF; sub(/;$/, "", target)
  if (target in at && at[target] < n) {
    body = ""; barrier = 0
    for (i = at[target]; i <= n; ++i) { body = body line[i] "\n"; if (line[i] ~ /bar\.sync/) barrier = 1 }
    if (barrier) printf "LOOP %s\n%sEND LOOP\n", target, body
  }
}
