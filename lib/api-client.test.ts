import { ApiError, apiFetch, NetworkError } from "./api-client";

function respond(status: number, body: string, type = "application/json") {
  return jest.fn().mockImplementation(async () => new Response(body, { status, headers: { "content-type": type } }));
}

describe("apiFetch", () => {
  afterEach(() => jest.restoreAllMocks());

  it("sends credentials, and JSON only when there is a body", async () => {
    const fetchMock = respond(200, '{"ok":true}');
    global.fetch = fetchMock;
    await apiFetch("/api/x");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/x",
      expect.objectContaining({ method: "GET", credentials: "include", body: undefined, headers: {} }),
    );
    await apiFetch("/api/x", { body: { a: 1 } });
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/x",
      expect.objectContaining({ method: "POST", body: '{"a":1}', headers: { "Content-Type": "application/json" } }),
    );
  });

  it('raises "<status>: <body>" for a non-OK response, keeping the error envelope', async () => {
    global.fetch = respond(
      400,
      '{"error":{"code":"validation_failed","message":"x","fields":{"contactName":"Validation.contactNameRequired"}}}',
    );
    const error = (await apiFetch("/api/x").catch((e) => e)) as ApiError;
    expect(error.message).toBe(
      '400: {"error":{"code":"validation_failed","message":"x","fields":{"contactName":"Validation.contactNameRequired"}}}',
    );
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual({ contactName: "Validation.contactNameRequired" });
  });

  it("uses the status text when the body is empty", async () => {
    global.fetch = jest.fn().mockResolvedValue(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiFetch("/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("reports an unreachable server as a network error", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(apiFetch("/api/x")).rejects.toBeInstanceOf(NetworkError);
  });
});
