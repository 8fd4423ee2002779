import blockPavingAfter from "~/assets/images/cleaning/block-paving-driveway-after.jpg?preset=photo";
import blockPavingBefore from "~/assets/images/cleaning/block-paving-driveway-before.jpg?preset=photo";
import commercialAfter from "~/assets/images/cleaning/commercial-forecourt-after.jpg?preset=photo";
import commercialBefore from "~/assets/images/cleaning/commercial-forecourt-before.jpg?preset=photo";
import pathAfter from "~/assets/images/cleaning/garden-path-after.jpg?preset=photo";
import pathBefore from "~/assets/images/cleaning/garden-path-before.jpg?preset=photo";
import wallAfter from "~/assets/images/cleaning/garden-wall-after.jpg?preset=photo";
import wallBefore from "~/assets/images/cleaning/garden-wall-before.jpg?preset=photo";
import guttersAfter from "~/assets/images/cleaning/gutters-and-fascias-after.jpg?preset=photo";
import guttersBefore from "~/assets/images/cleaning/gutters-and-fascias-before.jpg?preset=photo";
import porcelainAfter from "~/assets/images/cleaning/porcelain-patio-after.jpg?preset=photo";
import porcelainBefore from "~/assets/images/cleaning/porcelain-patio-before.jpg?preset=photo";
import sandstoneAfter from "~/assets/images/cleaning/sandstone-patio-after.jpg?preset=photo";
import sandstoneBefore from "~/assets/images/cleaning/sandstone-patio-before.jpg?preset=photo";
import deckingAfter from "~/assets/images/cleaning/softwood-decking-after.jpg?preset=photo";
import deckingBefore from "~/assets/images/cleaning/softwood-decking-before.jpg?preset=photo";
import tegulaAfter from "~/assets/images/cleaning/tegula-driveway-after.jpg?preset=photo";
import tegulaBefore from "~/assets/images/cleaning/tegula-driveway-before.jpg?preset=photo";
import charcoalBlockPaving from "~/assets/images/projects/charcoal-block-paving.jpg?preset=photo";
import compositeDecking from "~/assets/images/projects/composite-decking.jpg?preset=photo";
import fencingAndGate from "~/assets/images/projects/fencing-and-gate.jpg?preset=photo";
import herringboneDriveway from "~/assets/images/projects/herringbone-driveway.jpg?preset=photo";
import lawnAndPlanting from "~/assets/images/projects/lawn-and-planting.jpg?preset=photo";
import pergolaPatio from "~/assets/images/projects/pergola-patio.jpg?preset=photo";
import retainingWall from "~/assets/images/projects/retaining-wall.jpg?preset=photo";
import sandstonePatio from "~/assets/images/projects/sandstone-patio.jpg?preset=photo";
import stonePathway from "~/assets/images/projects/stone-pathway.jpg?preset=photo";
import tegulaDriveway from "~/assets/images/projects/tegula-driveway.jpg?preset=photo";
import type { ResponsiveImage } from "~/lib/responsive-image";

/**
 * The two galleries. Each image is a master in app/assets/images; saving a real photo under
 * the same file name replaces the drawing, and the build makes its responsive versions.
 */
export type GalleryItem = {
  image: ResponsiveImage;
  caption: string;
  alt: string;
};

export type BeforeAfterItem = {
  before: ResponsiveImage;
  after: ResponsiveImage;
  caption: string;
  /** Describes the scene; the component adds "before" / "after" to it. */
  alt: string;
};

export const projectGallery = [
  {
    image: herringboneDriveway,
    caption: "Herringbone block paving driveway, Beaconsfield",
    alt: "New driveway in red and brown blocks laid in a 45-degree herringbone pattern, running up to a brick house with a white garage door",
  },
  {
    image: sandstonePatio,
    caption: "Indian sandstone patio in mixed sizes, Marlow",
    alt: "Wide patio of buff, pink and grey sandstone flags in a random pattern, with planters at its edge and a lawn beyond",
  },
  {
    image: compositeDecking,
    caption: "Composite decking with post-and-rail edge, Amersham",
    alt: "Dark brown composite deck boards running across a raised deck with a rail on one side, overlooking a lawn and planted fence line",
  },
  {
    image: lawnAndPlanting,
    caption: "New lawn and curved planting borders, Gerrards Cross",
    alt: "Freshly laid striped lawn between two curving beds of shrubs and flowering perennials, with a small ornamental tree",
  },
  {
    image: fencingAndGate,
    caption: "Close-board fencing with matching side gate, High Wycombe",
    alt: "Run of new close-board timber fencing on concrete gravel boards with a ledged and braced gate, and a gravel strip along its foot",
  },
  {
    image: stonePathway,
    caption: "Curving natural stone pathway, Chesham",
    alt: "Path of natural stone slabs curving across a lawn between flower beds towards a gate in the back fence",
  },
  {
    image: retainingWall,
    caption: "Natural stone retaining wall and raised bed, Penn",
    alt: "Coursed natural stone retaining wall with coping stones, holding a raised bed of shrubs and flowers above a lawn",
  },
  {
    image: tegulaDriveway,
    caption: "Tumbled tegula block driveway, Hazlemere",
    alt: "Driveway of buff tumbled blocks in mixed sizes leading to a cream-rendered house with a burgundy front door",
  },
  {
    image: pergolaPatio,
    caption: "Porcelain patio with oak pergola, Wendover",
    alt: "Light grey porcelain patio laid in a half bond under a timber pergola, with planters and a lawn behind",
  },
  {
    image: charcoalBlockPaving,
    caption: "Charcoal block paving driveway, Maidenhead",
    alt: "Wide driveway of charcoal grey block paving in a stretcher bond, edged with kerbs and lawn, in front of a brick house",
  },
] as const satisfies readonly GalleryItem[];

export const cleaningGallery = [
  {
    before: blockPavingBefore,
    after: blockPavingAfter,
    caption: "Block paving driveway deep clean and re-sand, High Wycombe",
    alt: "Red block paving driveway in front of a brick house",
  },
  {
    before: sandstoneBefore,
    after: sandstoneAfter,
    caption: "Sandstone patio restoration, Beaconsfield",
    alt: "Sandstone patio in a back garden",
  },
  {
    before: deckingBefore,
    after: deckingAfter,
    caption: "Softwood decking cleaned and treated, Marlow",
    alt: "Timber deck overlooking a garden",
  },
  {
    before: tegulaBefore,
    after: tegulaAfter,
    caption: "Tegula driveway moss and weed removal, Amersham",
    alt: "Buff tegula block driveway in front of a rendered house",
  },
  {
    before: porcelainBefore,
    after: porcelainAfter,
    caption: "Porcelain patio algae removal, Windsor",
    alt: "Grey porcelain patio in a back garden",
  },
  {
    before: pathBefore,
    after: pathAfter,
    caption: "Natural stone garden path clean, Chesham",
    alt: "Stone path curving across a lawn",
  },
  {
    before: commercialBefore,
    after: commercialAfter,
    caption: "Commercial car park and forecourt, Slough",
    alt: "Block-paved parking bays in front of a business unit",
  },
  {
    before: wallBefore,
    after: wallAfter,
    caption: "Garden wall and coping clean, Cookham",
    alt: "Stone retaining wall below a planted bed",
  },
  {
    before: guttersBefore,
    after: guttersAfter,
    caption: "Gutter clear and fascia wash, Maidenhead",
    alt: "Roof edge with gutter, fascia board and downpipe",
  },
] as const satisfies readonly BeforeAfterItem[];
