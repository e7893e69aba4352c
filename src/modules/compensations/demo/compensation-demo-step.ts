import { Injectable, OnModuleInit } from '@nestjs/common';
import { DemoSeedSteps } from '../../people';
import { seedCompensationHistory } from './compensation-seed';

/** Adds compensation history to the demo people (`seed:demo`). */
@Injectable()
export class CompensationDemoStep implements OnModuleInit {
  constructor(private readonly steps: DemoSeedSteps) {}

  onModuleInit(): void {
    this.steps.register({ name: 'compensations', tables: ['compensations'], seed: seedCompensationHistory });
  }
}
