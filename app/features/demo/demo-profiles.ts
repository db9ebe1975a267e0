import { amina } from "./people/amina.ts";
import { antoine } from "./people/antoine.ts";
import { claire } from "./people/claire.ts";
import { hugo } from "./people/hugo.ts";
import { ines } from "./people/ines.ts";
import { jules } from "./people/jules.ts";
import { karim } from "./people/karim.ts";
import { lea } from "./people/lea.ts";
import { margaux } from "./people/margaux.ts";
import { mathieu } from "./people/mathieu.ts";
import { nina } from "./people/nina.ts";
import { sofia } from "./people/sofia.ts";
import { thomas } from "./people/thomas.ts";
import type { DemoProfileSource } from "./types.ts";

/**
 * The thirteen demo profiles (docs/product/landing-and-demo.md), in the switcher's order. The first is where
 * /demo, and any slug that names none of them, leads. Read on the server only (see
 * load-demo-profile.server.ts): a page receives the one profile it shows.
 */
export const DEMO_PROFILES: readonly DemoProfileSource[] = [
  lea,
  hugo,
  karim,
  ines,
  margaux,
  thomas,
  amina,
  jules,
  claire,
  antoine,
  sofia,
  nina,
  mathieu,
];
