// The few parts of autocannon 9 the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
  }
  export interface Client {
    setRequests(requests: Request[]): void;
  }
  export interface Options {
    url: string;
    path?: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    /** Called with each connection's client before it starts. */
    setupClient?: (client: Client) => void;
  }
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
