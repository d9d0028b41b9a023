/** What a stubbed fetch answers in component tests: the parts of a Response that lib/api-client.ts reads. */
export const jsonReply = (status: number, body: unknown) => ({
  ok: status < 300,
  status,
  statusText: "",
  headers: { get: () => "application/json" },
  text: async () => JSON.stringify(body),
  json: async () => body,
});
