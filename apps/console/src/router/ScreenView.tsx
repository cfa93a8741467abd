import { useLoaderData } from 'react-router-dom';
import { ChunkView } from './chunk';
import type { ScreenData } from './loaders';

/** The screen of the current path, from the registry (its chunk was loaded by the route's loader). */
export function ScreenView() {
  const { screen } = useLoaderData() as ScreenData;
  return <ChunkView chunk={screen} />;
}
