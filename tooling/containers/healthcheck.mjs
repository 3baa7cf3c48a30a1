// @ts-check
// The containers' healthcheck (docker-compose.yml): exits 0 when every address given answers 2xx within 10 s, else 1
// with the reason. A file of its own, since podman's Docker-compatible service splits a healthcheck's arguments at
// spaces, so inline code (`node -e "..."`) never runs there.
const urls = process.argv.slice(2);
Promise.all(
  urls.map(async (url) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }),
).then(
  () => process.exit(urls.length ? 0 : 1),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
