// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module "autocannon" {
  type Options = {
    url: string;
    connections: number;
    duration: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: { setupRequest?: (request: { headers: Record<string, string>; [key: string]: unknown }) => unknown }[];
  };
  type Result = { requests: { average: number; total: number }; errors: number; timeouts: number; non2xx: number; "2xx": number };
  type Instance = PromiseLike<Result> & {
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
  };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
