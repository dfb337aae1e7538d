#!/bin/bash
# usage: pair.sh <bench file> <db>   runs before then after, prints compact results
B=$1; DBK=$2
for tree in wt-wallet-before wt-wallet; do
  cd /work/$tree
  L=$(cut -d' ' -f1 /proc/loadavg)
  OUT=$(DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_DB=$DBK timeout 300 npx tsx bench/$B 2>&1)
  L2=$(cut -d' ' -f1 /proc/loadavg)
  echo "$tree $B $DBK load $L-$L2 :: $(echo "$OUT" | tr -d '\n ' | grep -oE '"(nodeCpuUsPerOp|postgresCpuUsPerOp|twoCoreCeilingPerSecond|meanBatch|callbacksPerSecond|opsPerSecond|latencyP50Ms|latencyP99Ms|refused|ledgerSum|auditProblems)":[0-9.]+' | tr '\n' ' ')"
done
