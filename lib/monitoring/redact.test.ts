import { isSensitiveKey, REDACTED } from "@/lib/security/redaction";
import { MAX_DEPTH, TRUNCATED, redactDeep, redactEvent, redactQueryString, redactSpan, redactUrl } from "./redact";

/** { level1: { level2: ... { [key]: value } } } with `key` at the given depth (1 = top level). */
function nestAt(depth: number, key: string, value: unknown): Record<string, unknown> {
  let node: Record<string, unknown> = { [key]: value, keep: "visible" };
  for (let level = depth - 1; level >= 1; level--) node = { [`level${level}`]: node };
  return node;
}

function atDepth(obj: unknown, depth: number): Record<string, unknown> | string {
  let node = obj as Record<string, unknown>;
  for (let level = 1; level < depth; level++) {
    const next = node[`level${level}`];
    if (typeof next !== "object" || next === null) return next as string;
    node = next as Record<string, unknown>;
  }
  return node;
}

describe("monitoring redaction", () => {
  it("recognises every sensitive name part, case-insensitively", () => {
    for (const key of [
      "password",
      "newPassword",
      "access_token",
      "X-Api_Key",
      "APIKEY",
      "clientSecret",
      "Authorization",
      "Cookie",
      "set-cookie",
      "sessionId",
      "AUTH",
      "oauth_state",
    ]) {
      expect(isSensitiveKey(key)).toBe(true);
    }
    for (const key of ["phone", "name", "symptom", "region", "user_agent", "content-type"]) expect(isSensitiveKey(key)).toBe(false);
  });

  it.each([1, 2, 3, 4, 5])("redacts a sensitive field at depth %i and keeps its siblings", (depth) => {
    const input = nestAt(depth, "apiKey", "sk_live_123");
    const output = redactDeep(input);
    expect(atDepth(output, depth)).toEqual({ apiKey: REDACTED, keep: "visible" });
    expect(JSON.stringify(output)).not.toContain("sk_live_123");
    // The input is not modified.
    expect(atDepth(input, depth)).toEqual({ apiKey: "sk_live_123", keep: "visible" });
  });

  it("does not send anything nested beyond depth 5: the deeper object becomes [Truncated]", () => {
    expect(MAX_DEPTH).toBe(5);
    const output = redactDeep(nestAt(6, "password", "hunter2"));
    expect(JSON.stringify(output)).not.toContain("hunter2");
    expect(JSON.stringify(output)).not.toContain("visible");
    expect(atDepth(output, 5)).toEqual({ level5: TRUNCATED });
  });

  it("redacts a whole subtree under a sensitive name (an auth object, a token list)", () => {
    expect(redactDeep({ auth: { user: "a", pass: "b" }, tokens: ["x", "y"], list: [{ secret: 1 }, { ok: 2 }] })).toEqual({
      auth: REDACTED,
      tokens: REDACTED,
      list: [{ secret: REDACTED }, { ok: 2 }],
    });
  });

  it("redacts query strings as text, in URLs and as pairs", () => {
    expect(redactQueryString("a=1&token=x&Session%49d=s&b=2")).toBe(`a=1&token=${REDACTED}&Session%49d=${REDACTED}&b=2`);
    expect(redactQueryString("?api_key=k")).toBe(`?api_key=${REDACTED}`);
    expect(redactQueryString("plain text")).toBe("plain text");
    expect(redactUrl("https://x.test/cb?code=1&access_token=t#frag")).toBe(`https://x.test/cb?code=1&access_token=${REDACTED}#frag`);
  });

  it("scrubs a whole event: headers, cookies, query string, data, extra, contexts and breadcrumbs, at depths 1-6", () => {
    const event = {
      event_id: "e1",
      message: "boom",
      request: {
        url: "https://pawalert.test/api/x?lang=en&token=t0",
        headers: { Authorization: "Bearer abc", Cookie: "sid=1", "user-agent": "UA" },
        cookies: { "next-auth.session-token": "c" },
        query_string: "lang=en&token=t1",
        data: { contactName: "Ann", password: "p1", nested: nestAt(4, "secret", "s4") },
      },
      extra: { ...nestAt(1, "password", "p-d1"), deep: nestAt(5, "apikey", "k-d6") },
      contexts: nestAt(3, "sessionid", "sid-d3"),
      breadcrumbs: [
        { category: "fetch", data: { url: "/api/y?auth=a1&page=2", method: "GET", headers: { authorization: "b1" } } },
        { category: "ui.click", message: "button" },
      ],
    };
    const out = redactEvent(event);
    const text = JSON.stringify(out);
    for (const secret of ["abc", "sid=1", '"c"', "t0", "t1", "p1", "s4", "p-d1", "k-d6", "sid-d3", "a1", "b1"]) {
      expect(text).not.toContain(secret);
    }
    expect(out.request.headers).toEqual({ Authorization: REDACTED, Cookie: REDACTED, "user-agent": "UA" });
    expect(out.request.cookies).toBe(REDACTED);
    expect(out.request.query_string).toBe(`lang=en&token=${REDACTED}`);
    expect(out.request.url).toBe(`https://pawalert.test/api/x?lang=en&token=${REDACTED}`);
    expect(out.request.data).toMatchObject({ contactName: "Ann", password: REDACTED });
    expect(out.breadcrumbs[0].data).toEqual({ url: `/api/y?auth=${REDACTED}&page=2`, method: "GET", headers: { authorization: REDACTED } });
    expect(out.breadcrumbs[1]).toEqual({ category: "ui.click", message: "button" });
    expect(out.event_id).toBe("e1");
    // The original event is left untouched.
    expect(event.request.headers.Authorization).toBe("Bearer abc");
  });

  it("scrubs request bodies sent as JSON or form text, and query strings sent as pairs", () => {
    const json = redactEvent({ request: { data: JSON.stringify({ email: "a@b.c", password: "pw" }) } });
    expect(JSON.parse(json.request!.data as string)).toEqual({ email: "a@b.c", password: REDACTED });
    expect(redactEvent({ request: { data: "email=a&password=pw" } }).request!.data).toBe(`email=a&password=${REDACTED}`);
    expect(
      redactEvent({
        request: {
          query_string: [
            ["q", "vet"],
            ["apiKey", "k"],
          ],
        },
      }).request!.query_string,
    ).toEqual([
      ["q", "vet"],
      ["apiKey", REDACTED],
    ]);
    expect(redactEvent({ breadcrumbs: { values: [{ data: { token: "x" } }] } }).breadcrumbs).toEqual({
      values: [{ data: { token: REDACTED } }],
    });
  });

  it("masks e-mail addresses and phone numbers inside values, as the logs do, wherever the event carries text", () => {
    const email = "owner@example.com";
    const out = redactEvent({
      message: `Alert for ${email} failed`,
      exception: {
        values: [
          { type: "Error", value: `SMTP refused ${email}, phone +852 6123 4567`, stacktrace: { frames: [{ vars: { to: email } }] } },
        ],
      },
      request: { url: "https://pawalert.test/api/places/resolve?q=owner%40example.com%2061234567", query_string: "q=owner%40example.com" },
      user: { email, ip_address: "203.0.113.7" },
      tags: { contact: "61234567" },
      extra: { note: `call 6123 4567 or mail ${email}` },
      breadcrumbs: [{ category: "console", message: `{"to":"${email}"}` }],
    });
    const text = JSON.stringify(out);
    for (const leak of [email, "owner%40example.com", "6123 4567", "61234567", "203.0.113.7"]) expect(text).not.toContain(leak);
    expect(out.message).toBe("Alert for [email] failed");
    expect(out.exception!.values![0].value).toBe("SMTP refused [email], phone [phone]");
    expect(out.user).toEqual({ email: "[email]", ip_address: REDACTED });
    expect(out.request!.query_string).toBe("q=[email]");
  });

  it("scrubs a streamed span: its name, URL attributes with their query, request headers and the client's address", () => {
    const span = {
      name: "GET /clinics",
      span_id: "b16bad90fa031cc4",
      attributes: {
        "url.full": "http://127.0.0.1:3000/clinics?q=owner%40example.com%2061234567&sig=abc",
        "url.query": "q=owner%40example.com%2061234567",
        // An outgoing look-up, form-encoded: "+" is a space.
        "http.url": "http://als.test/lookup?q=owner%40example.com+6123+4567&n=1",
        "http.target": "/clinics?q=owner@example.com",
        "http.request.header.cookie": ["next-auth.session-token=s"],
        "http.request.header.x-forwarded-for": ["203.0.113.7"],
        "user.ip_address": "203.0.113.7",
        "http.request.method": "GET",
        "http.response.status_code": 200,
      },
    };
    const out = redactSpan(span);
    const text = JSON.stringify(out);
    for (const leak of ["owner", "61234567", "6123+4567", "203.0.113.7", "session-token=s", "sig=abc"]) expect(text).not.toContain(leak);
    expect(out.attributes).toMatchObject({ "http.request.method": "GET", "http.response.status_code": 200, "user.ip_address": REDACTED });
    expect(out.span_id).toBe("b16bad90fa031cc4");
    expect(span.attributes["url.query"]).toBe("q=owner%40example.com%2061234567");
  });
});
