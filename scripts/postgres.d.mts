export interface TestPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}
export function startPostgres(options?: { install?: boolean }): Promise<TestPostgres | null>;
