import { code, codeCategories, sameEverywhere } from './code-list-types';
import type { SeedCodeList } from './code-list-types';

/**
 * The lab assignment's code lists (spec 02 section 3, 'Lab assignment columns'): the labs, by their
 * SIKB lab code, each with its order address as an extra (the assignment's LbLabEmail); the
 * urgencies (UrgencyCode); and the price agreements (PriceAgreementCode). Lab status is category 3
 * (code-lists-project.ts). Lab names are proper names, the same in every language.
 */
export const labCodeLists: readonly SeedCodeList[] = [
  {
    categoryId: codeCategories.labs, name: 'labs',
    codes: [
      { ...sameEverywhere('SGS Nederland', { Email: 'orders@sgs.lab.example' }), code: 'SGS' },
      { ...sameEverywhere('Eurofins Analytico', { Email: 'orders@eurofins.lab.example' }), code: 'EUA' },
      { ...sameEverywhere('ALcontrol', { Email: 'orders@alcontrol.lab.example' }), code: 'ALC' },
      { ...sameEverywhere('Synlab', { Email: 'orders@synlab.lab.example' }), code: 'SYN' },
    ],
  },
  {
    categoryId: codeCategories.labUrgencies, name: 'lab urgencies',
    codes: [
      code('N', ['Normaal (5 werkdagen)', 'Normal (5 working days)', 'Normal (5 jours ouvrés)', 'Normal (5 días laborables)', 'Normal (5 Arbeitstage)', 'Normale (5 giorni lavorativi)']),
      code('S', ['Spoed (2 werkdagen)', 'Urgent (2 working days)', 'Urgent (2 jours ouvrés)', 'Urgente (2 días laborables)', 'Eilig (2 Arbeitstage)', 'Urgente (2 giorni lavorativi)']),
      code('Z', ['Zeer spoed (24 uur)', 'Very urgent (24 hours)', 'Très urgent (24 heures)', 'Muy urgente (24 horas)', 'Sehr eilig (24 Stunden)', 'Molto urgente (24 ore)']),
    ],
  },
  {
    categoryId: codeCategories.labPriceAgreements, name: 'lab price agreements',
    codes: [
      code('STD', ['Standaardtarief', 'Standard rate', 'Tarif standard', 'Tarifa estándar', 'Standardtarif', 'Tariffa standard']),
      code('RAAM', ['Raamcontract', 'Framework contract', 'Contrat-cadre', 'Contrato marco', 'Rahmenvertrag', 'Contratto quadro']),
      code('PROJ', ['Projectafspraak', 'Project agreement', 'Accord de projet', 'Acuerdo de proyecto', 'Projektvereinbarung', 'Accordo di progetto']),
    ],
  },
];
