import { describe, expect, it } from 'vitest';
import { companyInProse, titleInProse } from './company-name';

describe('companyInProse', () => {
  it.each([
    ['Coastline Marine Holdings, Inc.', 'Coastline Marine Holdings'],
    ['Harborview Marine Supply, Inc.', 'Harborview Marine Supply'],
    ['Initech Inc', 'Initech'],
    ['Brightline Electric Co.', 'Brightline Electric'],
    ['Northwind Foods LLC', 'Northwind Foods'],
    ['Acme Widgets, L.L.C.', 'Acme Widgets'],
    ['Fernhill Freight Software Ltd.', 'Fernhill Freight Software'],
    ['Siemens Healthineers GmbH', 'Siemens Healthineers'],
    ['The Brass Anchor (Larkspur Hospitality Group)', 'The Brass Anchor'],
  ])('%s reads %s', (name, expected) => {
    expect(companyInProse(name)).toBe(expected);
  });

  it.each(['Johnson & Co.', 'Inc.', 'Wayne Corp', 'Acme Co.', 'Ford Motor Company', 'Riverside Mercy Hospital', 'The Cooper Group', 'Smith and Co.'])('%s keeps its name', (name) => {
    expect(companyInProse(name)).toBe(name);
  });
});

describe('titleInProse', () => {
  it.each([
    ['Registered Nurse - Medical/Surgical Telemetry (Nights)', 'Registered Nurse'],
    ['Warehouse Operations Supervisor - Outbound (Day Shift)', 'Warehouse Operations Supervisor'],
    ['Senior Backend Engineer (TypeScript/Node.js)', 'Senior Backend Engineer'],
    ['Data Analyst, Supply Chain', 'Data Analyst, Supply Chain'],
    ['Sous Chef', 'Sous Chef'],
    ['(Remote)', '(Remote)'],
    // Titles as job boards cut them or run a place into them.
    ['Technical Support Engineer- Remote', 'Technical Support Engineer'],
    ['Python Backend Developer Sr /...', 'Python Backend Developer Sr'],
    ['Staff Software Engineer (python)', 'Staff Software Engineer'],
  ])('%s reads %s', (title, expected) => {
    expect(titleInProse(title)).toBe(expected);
  });
});
