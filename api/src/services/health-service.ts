import type { HealthRepository } from '../repositories/health-repository';

export interface Health {
  status: 'ok' | 'unavailable';
  database: string;
}

/** What GET /health tells a load balancer: whether the database answers, and which one it is. */
export class HealthService {
  constructor(
    private readonly health: HealthRepository,
    private readonly database: 'pglite' | 'postgres',
  ) {}

  async check(): Promise<Health> {
    try {
      await this.health.ping();
      return { status: 'ok', database: this.database };
    } catch {
      return { status: 'unavailable', database: 'unreachable' };
    }
  }
}
