const FS_WITH_GLOB = new URL('./fs-with-glob.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'fs' && context.parentURL !== FS_WITH_GLOB)
    return { url: FS_WITH_GLOB, shortCircuit: true };
  return nextResolve(specifier, context);
}
