import type { Industry } from '@homebid/shared/constants';

/** Project ideas the demo listings are made from: a title, what it needs, and its industries. */
export const SERVICE_IDEAS: Array<{ title: string; description: string; industries: Industry[]; budget: [number, number] }> = [
  { title: 'Replace asphalt roof on a cape', description: 'Tear off two layers of shingles, replace rotted sheathing as needed and install architectural shingles with ice and water shield.', industries: ['Roofing'], budget: [9_000, 18_000] },
  { title: 'Kitchen remodel with new cabinets', description: 'Remove the old cabinets and counters, install new shaker cabinets, quartz counters and a farmhouse sink.', industries: ['Carpenter', 'Plumbing', 'General Contractor'], budget: [18_000, 45_000] },
  { title: 'Bathroom tile and vanity update', description: 'Retile the shower surround and floor, swap the vanity and toilet, add an exhaust fan.', industries: ['Flooring', 'Plumbing'], budget: [6_000, 14_000] },
  { title: 'Paint the exterior of a colonial', description: 'Scrape, prime and paint clapboard siding and trim on a two-story colonial. Colours already chosen.', industries: ['Painting'], budget: [5_000, 12_000] },
  { title: 'Build a pressure treated deck', description: 'A 14 by 16 foot deck off the kitchen with stairs to the yard and a simple railing.', industries: ['Carpenter', 'Construction'], budget: [8_000, 20_000] },
  { title: 'Upgrade electrical panel to 200 amps', description: 'Replace a 100 amp panel, add two 20 amp kitchen circuits and bring grounding up to code.', industries: ['Electrical'], budget: [2_500, 6_000] },
  { title: 'Install central air conditioning', description: 'Add a ducted central air system to a ranch with an unfinished basement for the air handler.', industries: ['HVAC'], budget: [8_000, 16_000] },
  { title: 'Refinish hardwood floors', description: 'Sand and refinish about 900 square feet of oak floors, two coats of satin finish.', industries: ['Flooring'], budget: [2_000, 5_000] },
  { title: 'Replace a wooden fence', description: 'Remove 120 feet of old stockade fence and install a six foot cedar privacy fence with one gate.', industries: ['Fencing'], budget: [4_000, 9_000] },
  { title: 'Paver patio and walkway', description: 'A 300 square foot paver patio with a walkway to the driveway and a small seating wall.', industries: ['Landscape/Hardscape', 'Paving/Concrete'], budget: [7_000, 16_000] },
  { title: 'Remove two oak trees near the house', description: 'Take down two large oaks leaning toward the roof, grind the stumps and haul the wood.', industries: ['Tree Removal'], budget: [2_500, 7_000] },
  { title: 'Replace eight double-hung windows', description: 'Replace original single-pane windows with vinyl double-hung low-E windows, interior trim included.', industries: ['Windows'], budget: [6_000, 12_000] },
  { title: 'Finish the basement', description: 'Frame, insulate and drywall a 600 square foot basement, add a bathroom rough-in and egress window.', industries: ['Framing', 'General Contractor'], budget: [25_000, 50_000] },
  { title: 'Power wash siding and deck', description: 'Soft wash vinyl siding on a two-story house and power wash the deck before staining.', industries: ['Power Washing'], budget: [400, 1_200] },
  { title: 'Pool opening and liner replacement', description: 'Open an in-ground pool for the season and replace the torn vinyl liner.', industries: ['Pools'], budget: [3_500, 7_500] },
  { title: 'Termite inspection and treatment', description: 'Inspect the sill plates and crawl space for termites and treat the perimeter.', industries: ['Pest Control'], budget: [600, 2_000] },
  { title: 'Water damage cleanup after a leak', description: 'Dry out and restore a ceiling and wall after a second-floor pipe leak; mold check included.', industries: ['Cleaning/Restoration'], budget: [1_500, 6_000] },
  { title: 'Pour a new concrete driveway', description: 'Remove the cracked asphalt driveway and pour a 4 inch reinforced concrete driveway.', industries: ['Paving/Concrete', 'Cement Work/Services'], budget: [6_000, 14_000] },
  { title: 'Design an addition with an architect', description: 'Plans and permit drawings for a 16 by 20 foot family room addition.', industries: ['Architecture', 'Engineering'], budget: [4_000, 12_000] },
  { title: 'Interior design for a living room', description: 'Furniture layout, lighting plan and colour palette for an open living and dining room.', industries: ['Interior Design'], budget: [1_500, 5_000] },
];

export const MATERIAL_IDEAS: Array<{ title: string; description: string; industries: Industry[]; categories: string[] }> = [
  { title: 'Lumber for a backyard deck', description: 'Deliver framing lumber, deck boards and screws for a 12 by 16 foot deck.', industries: ['Carpenter'], categories: ['lumber', 'decking-fencing', 'fasteners'] },
  { title: 'Roofing materials for a garage', description: 'Shingles, underlayment and drip edge for a detached two-car garage.', industries: ['Roofing'], categories: ['roofing'] },
  { title: 'Drywall supplies for a basement', description: 'Drywall panels, compound and tape for a basement finishing project.', industries: ['Construction'], categories: ['drywall', 'fasteners'] },
  { title: 'Insulation for an attic', description: 'Batts and foam board to bring an attic up to R-49.', industries: ['General Contractor'], categories: ['insulation'] },
  { title: 'Paint and primer for a whole house', description: 'Interior paint and primer for eight rooms, delivered to the site.', industries: ['Painting'], categories: ['paint'] },
  { title: 'Pavers and block for a patio', description: 'Paver stones and wall block for a patio with a seating wall.', industries: ['Landscape/Hardscape'], categories: ['masonry', 'concrete'] },
  { title: 'Plumbing supplies for a bathroom', description: 'PEX, valves and drain pipe for a bathroom remodel.', industries: ['Plumbing'], categories: ['plumbing'] },
  { title: 'Flooring for three bedrooms', description: 'Vinyl plank and underlayment for three bedrooms and a hallway.', industries: ['Flooring'], categories: ['flooring'] },
];

export const STREET_NAMES = ['Main St', 'Elm St', 'Washington St', 'Broad St', 'Pleasant St', 'Water St', 'Union Ave', 'Maple Ave', 'Prospect St', 'Highland Ave', 'Church St', 'School St'];
