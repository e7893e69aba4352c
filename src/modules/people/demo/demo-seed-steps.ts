import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** Records a module above people adds to the demo people (`seed:demo`), in the seed's transaction; answers how many. */
export interface DemoSeedStep {
  /** The count's name in the seed's answer, e.g. `compensations`. */
  name: string;
  /** Tables analysed after the seed. */
  tables: string[];
  seed(em: EntityManager, companyId: string, personIds: string[]): Promise<number>;
}

/** The demo seed's steps from other modules, registered when Nest starts them (people does not import those modules). */
@Injectable()
export class DemoSeedSteps {
  private readonly steps: DemoSeedStep[] = [];

  register(step: DemoSeedStep): void {
    this.steps.push(step);
  }

  all(): readonly DemoSeedStep[] {
    return this.steps;
  }
}
