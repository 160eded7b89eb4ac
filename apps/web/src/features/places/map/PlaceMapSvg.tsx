import { Box, Link } from '@mui/material';
import { geoPath } from 'd3-geo';
import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-50m.json';
import { mapFrame, type MapPoint } from './map-frame';

// Natural Earth's countries (1:50m) travel with the code: the map needs no tile server.
const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
let countries: FeatureCollection | null = null;
const countriesOnce = () =>
  (countries ??= feature(topology, topology.objects.countries) as FeatureCollection);

// Small enough that a 390 px phone shows the labels at about 12 px.
const width = 400;
const height = 260;

/** The countries' outlines and the places as labelled dots, fitted to the places (lazy chunk). */
export default function PlaceMapSvg({ points, label }: { points: MapPoint[]; label: string }) {
  const drawn = useMemo(() => {
    const projection = mapFrame(points, width, height);
    const path = geoPath(projection);
    return {
      outlines: countriesOnce().features.map((f, i) => ({
        id: String(f.id ?? i),
        d: path(f) ?? '',
      })),
      dots: points.map((p) => {
        const [x, y] = projection([p.longitude, p.latitude]) ?? [0, 0];
        return { ...p, x, y };
      }),
    };
  }, [points]);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      data-testid="place-map"
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: 560,
        height: 'auto',
        bgcolor: '#dbeaf5',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <title>{label}</title>
      <g fill="#f4f1e8" stroke="#9a9a9a" strokeWidth={0.5}>
        {drawn.outlines.map((o) => (
          <path key={o.id} d={o.d} />
        ))}
      </g>
      {drawn.dots.map((dot) => (
        <Link
          key={dot.key}
          component={RouterLink}
          to={`/places/${encodeURIComponent(dot.key)}`}
          aria-label={dot.name}
          underline="none"
        >
          <g data-testid="place-dot">
            <circle cx={dot.x} cy={dot.y} r={4} fill="#c62828" stroke="#fff" strokeWidth={1.5} />
            <text
              x={dot.x + 6}
              y={dot.y + 4}
              fontSize={13}
              fill="#1a1a1a"
              stroke="#fff"
              strokeWidth={3}
              paintOrder="stroke"
            >
              {dot.name}
            </text>
          </g>
        </Link>
      ))}
    </Box>
  );
}
