# From loop_with_barrier.awk's output: the loops whose only compare is their
# own exit test (one setp, no selp): no load in them is guarded.
/^LOOP / { body = $0 "\n"; setp = 0; selp = 0; next }
/^END LOOP/ { if (setp == 1 && selp == 0) printf "%sEND LOOP\n", body; next }
{ body = body $0 "\n"; if ($0 ~ /setp\./) ++setp; if ($0 ~ /selp\./) ++selp }
