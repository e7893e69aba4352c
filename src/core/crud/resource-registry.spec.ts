import 'reflect-metadata';
import { forwardRef, Module } from '@nestjs/common';
import { crudController } from './crud-controller.factory';
import { crudDeclarationsOf } from './crud-declaration';
import { ResourceRegistry } from './resource-registry';
import type { ResourceService } from './resource.service';

/** A service as far as the registry reads it: its definition's event name and whether its writes are events. */
const service = (name: string, events?: false) => ({ definition: { name, events } }) as unknown as ResourceService<any>;
class AlphaService {}
class BetaService {}
class GammaService {}

const scopes = { read: 'public:read', write: 'private:write' } as const;
const AlphaController = crudController(AlphaService as any, { path: 'alphas', tag: 'Alphas', scopes, operations: ['list', 'create', 'update', 'delete'], exported: { columns: {} } });
const BetaController = crudController(BetaService as any, { path: 'betas', tag: 'Betas', scopes, operations: ['list', 'get', 'update'] });
const GammaController = crudController(GammaService as any, { path: 'gammas', tag: 'Gammas', scopes, operations: ['create'] });

@Module({ controllers: [GammaController] })
class GammaModule {}
@Module({ controllers: [BetaController], imports: [forwardRef(() => GammaModule)] })
class BetaModule {}
@Module({ controllers: [AlphaController] })
class AlphaModule {}

/** Registers the three resources the way Nest builds their controllers: in whatever order it reaches them. */
function registryBuiltInOrder(order: 'reverse' | 'declared'): ResourceRegistry {
  const registry = new ResourceRegistry();
  const built: [any, ResourceService<any>][] = [[AlphaController, service('alpha')], [BetaController, service('beta')], [GammaController, service('gamma', false)]];
  for (const [controller, instance] of order === 'reverse' ? built.reverse() : built) new controller(instance, registry);
  return registry;
}

describe('the resource registry lists what the crudController() declarations serve', () => {
  it('lists resources in declaration order whatever order their controllers are built in', () => {
    expect(registryBuiltInOrder('reverse').resources().map((r) => r.resource.path)).toEqual(['alphas', 'betas', 'gammas']);
    expect(registryBuiltInOrder('declared').services().map((s) => s.definition.name)).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('gives the service behind a path and refuses a path nothing serves', () => {
    const registry = registryBuiltInOrder('declared');
    expect(registry.serviceOf('betas').definition.name).toBe('beta');
    expect(() => registry.serviceOf('nothing-here')).toThrow(/no resource is served at \/api\/nothing-here/);
  });

  it('catalogues an event per declared write, none for resources whose writes are not events', () => {
    const types = registryBuiltInOrder('reverse').eventCatalog().map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['alpha.created', 'alpha.updated', 'alpha.deleted', 'beta.updated']));
    expect(types.filter((t) => t.startsWith('beta.'))).toEqual(['beta.updated']);
    expect(types.filter((t) => t.startsWith('gamma.'))).toEqual([]);
  });

  it('lists the resources declaring what their rows contribute to data exports, with their scopes and services', () => {
    const exported = registryBuiltInOrder('reverse').exported();
    expect(exported.map((r) => [r.resource.path, r.resource.scopes.read, r.service.definition.name])).toEqual([['alphas', 'public:read', 'alpha']]);
    expect(exported[0].resource.exported).toEqual({ columns: {} });
  });

  it('finds the declarations of modules and the modules they import, without an application', () => {
    expect(crudDeclarationsOf([BetaModule, AlphaModule]).map((d) => d.path)).toEqual(['alphas', 'betas', 'gammas']);
    expect(crudDeclarationsOf([AlphaModule]).map((d) => d.serviceClass)).toEqual([AlphaService]);
  });
});
