-- wrk script for the benches (bench/listing_load.py, bench/wide_load.py): cycles through the request paths in the
-- file given after `--`, each wrk thread from its own place in the list (two threads never ask for the same URL at
-- the same moment), sends the headers a browser sends, and prints one JSON line with the figures at the end.
local paths = {}
local counter = 0
local threads = 0

function setup(thread)
  thread:set("id", threads)
  threads = threads + 1
end

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then paths[#paths + 1] = line end
  end
  counter = math.floor(#paths * id / 2)
end

function request()
  counter = counter + 1
  local path = paths[(counter % #paths) + 1]
  return wrk.format("GET", path, { ["Accept-Encoding"] = "gzip, deflate, br", ["Accept"] = "application/json" })
end

function done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status
    + summary.errors.timeout
  io.write(string.format(
    'RESULT {"requests": %d, "seconds": %.3f, "rps": %.1f, "p50_ms": %.2f, "p95_ms": %.2f, "p99_ms": %.2f, ' ..
    '"max_ms": %.2f, "errors": %d, "bytes": %d}\n',
    summary.requests, seconds, summary.requests / seconds, latency:percentile(50) / 1000,
    latency:percentile(95) / 1000, latency:percentile(99) / 1000, latency.max / 1000, errors, summary.bytes))
end
