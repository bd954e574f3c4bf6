/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: AutocannonRequest[];
  }

  export interface AutocannonResult {
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    requests: { total: number; average: number };
    /** Seconds. */
    duration: number;
    /** Answers per status code, e.g. `{ '200': { count: 500 } }`. */
    statusCodeStats: Record<string, { count: number }>;
  }

  /** With a callback: the tracker emits 'response' (client, status, bytes, milliseconds) per answer. */
  function autocannon(options: AutocannonOptions, callback: (error: Error | null, result: AutocannonResult) => void): EventEmitter;
  export default autocannon;
}
