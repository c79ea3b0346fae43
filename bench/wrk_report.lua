-- wrk script for bench/listing_load.py: cycles through the request paths in the file given after `--`,
-- sends the headers a browser sends, and prints one JSON line with the figures at the end.
local paths = {}
local counter = 0

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then paths[#paths + 1] = line end
  end
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
