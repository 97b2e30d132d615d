import { code, codeCategories, sameEverywhere } from './code-list-types';
import type { SeedCodeList } from './code-list-types';

/**
 * Code lists about the project and its people (spec 01 section 3): lab status (3), summary and
 * conclusion types (84), concerned company types (85), contact person functions (86), and our
 * phases, project types, leaders, sample takers, drilling masters and conclusion follow-ups.
 * Phases, leaders, sample takers and drilling masters are full-text lists (spec 01 section 3): their
 * GcCode is the very text that is stored, so a client stores the same value whichever it picks.
 */
export const projectCodeLists: readonly SeedCodeList[] = [
  {
    categoryId: codeCategories.labStatus, name: 'lab status',
    codes: [
      code('1', ['Concept', 'Draft', 'Brouillon', 'Borrador', 'Entwurf', 'Bozza']),
      code('2', ['Verzonden', 'Sent', 'Envoyé', 'Enviado', 'Gesendet', 'Inviato']),
      code('3', ['Ontvangen door het lab', 'Received by the lab', 'Reçu par le laboratoire', 'Recibido por el laboratorio', 'Vom Labor empfangen', 'Ricevuto dal laboratorio']),
      code('4', ['In analyse', 'In analysis', 'En cours d\'analyse', 'En análisis', 'In Analyse', 'In analisi']),
      code('5', ['Resultaten ontvangen', 'Results received', 'Résultats reçus', 'Resultados recibidos', 'Ergebnisse erhalten', 'Risultati ricevuti']),
      code('6', ['Geannuleerd', 'Cancelled', 'Annulé', 'Cancelado', 'Storniert', 'Annullato']),
    ],
  },
  {
    // SmType 1 is the conclusion: only then the follow-up field (editor type 12) is enabled.
    categoryId: codeCategories.summaryAndConclusionTypes, name: 'summary and conclusion types',
    codes: [
      code('1', ['Conclusie', 'Conclusion', 'Conclusion', 'Conclusión', 'Schlussfolgerung', 'Conclusione']),
      code('2', ['Advies', 'Recommendation', 'Recommandation', 'Recomendación', 'Empfehlung', 'Raccomandazione']),
      code('3', ['Samenvatting', 'Summary', 'Résumé', 'Resumen', 'Zusammenfassung', 'Sintesi']),
    ],
  },
  {
    categoryId: codeCategories.concernedCompanyTypes, name: 'concerned company types',
    codes: [
      code('GEM', ['Gemeente', 'Municipality', 'Commune', 'Municipio', 'Gemeinde', 'Comune']),
      code('PROV', ['Provincie', 'Province', 'Province', 'Provincia', 'Provinz', 'Provincia']),
      code('WS', ['Waterschap', 'Water board', 'Agence de l\'eau', 'Junta de aguas', 'Wasserverband', 'Consorzio idrico']),
      code('RIJK', ['Rijksoverheid', 'National government', 'Administration nationale', 'Administración nacional', 'Staatliche Behörde', 'Amministrazione statale']),
      code('EIG', ['Eigenaar', 'Owner', 'Propriétaire', 'Propietario', 'Eigentümer', 'Proprietario']),
      code('HUUR', ['Huurder', 'Tenant', 'Locataire', 'Inquilino', 'Mieter', 'Locatario']),
      code('OPDR', ['Opdrachtgever', 'Client', 'Maître d\'ouvrage', 'Cliente', 'Auftraggeber', 'Committente']),
      code('ADV', ['Adviesbureau', 'Consultancy', 'Bureau d\'études', 'Consultoría', 'Ingenieurbüro', 'Società di consulenza']),
      code('AANN', ['Aannemer', 'Contractor', 'Entrepreneur', 'Contratista', 'Bauunternehmen', 'Impresa appaltatrice']),
      code('LAB', ['Laboratorium', 'Laboratory', 'Laboratoire', 'Laboratorio', 'Labor', 'Laboratorio']),
    ],
  },
  {
    categoryId: codeCategories.contactPersonFunctions, name: 'contact person functions',
    codes: [
      code('PL', ['Projectleider', 'Project leader', 'Chef de projet', 'Jefe de proyecto', 'Projektleiter', 'Capo progetto']),
      code('TOE', ['Toezichthouder', 'Supervisor', 'Superviseur', 'Supervisor', 'Aufsichtsperson', 'Supervisore']),
      code('EIG', ['Eigenaar', 'Owner', 'Propriétaire', 'Propietario', 'Eigentümer', 'Proprietario']),
      code('CP', ['Contactpersoon', 'Contact person', 'Personne de contact', 'Persona de contacto', 'Ansprechpartner', 'Persona di contatto']),
      code('DIR', ['Directeur', 'Director', 'Directeur', 'Director', 'Geschäftsführer', 'Direttore']),
      code('ADV', ['Adviseur', 'Adviser', 'Conseiller', 'Asesor', 'Berater', 'Consulente']),
      code('BEH', ['Beheerder', 'Site manager', 'Gestionnaire du site', 'Gestor del emplazamiento', 'Standortverwalter', 'Gestore del sito']),
    ],
  },
  {
    categoryId: codeCategories.projectPhases, name: 'project phases (full text)',
    codes: [
      code('Vooronderzoek', ['Vooronderzoek', 'Preliminary study', 'Étude préliminaire', 'Estudio preliminar', 'Voruntersuchung', 'Indagine preliminare']),
      code('Verkennend', ['Verkennend onderzoek', 'Exploratory investigation', 'Investigation exploratoire', 'Investigación exploratoria', 'Orientierende Untersuchung', 'Indagine esplorativa']),
      code('Nader', ['Nader onderzoek', 'Further investigation', 'Investigation approfondie', 'Investigación detallada', 'Detailuntersuchung', 'Indagine approfondita']),
      code('Sanering', ['Sanering', 'Remediation', 'Assainissement', 'Remediación', 'Sanierung', 'Bonifica']),
      code('Evaluatie', ['Evaluatie', 'Evaluation', 'Évaluation', 'Evaluación', 'Evaluierung', 'Valutazione']),
    ],
  },
  {
    categoryId: codeCategories.projectTypes, name: 'project types',
    codes: [
      code('NEN5740', ['Bodem en grond (NEN 5740)', 'Soil investigation (NEN 5740)', 'Étude de sol (NEN 5740)', 'Investigación de suelo (NEN 5740)', 'Bodenuntersuchung (NEN 5740)', 'Indagine del suolo (NEN 5740)']),
      code('NEN5707', ['Asbest in bodem (NEN 5707)', 'Asbestos in soil (NEN 5707)', 'Amiante dans le sol (NEN 5707)', 'Amianto en el suelo (NEN 5707)', 'Asbest im Boden (NEN 5707)', 'Amianto nel suolo (NEN 5707)']),
      code('NEN5897', ['Asbest in puin (NEN 5897)', 'Asbestos in rubble (NEN 5897)', 'Amiante dans les gravats (NEN 5897)', 'Amianto en escombros (NEN 5897)', 'Asbest in Bauschutt (NEN 5897)', 'Amianto nelle macerie (NEN 5897)']),
      code('NEN5720', ['Waterbodem (NEN 5720)', 'Water bed investigation (NEN 5720)', 'Étude des sédiments (NEN 5720)', 'Investigación de sedimentos (NEN 5720)', 'Gewässersedimentuntersuchung (NEN 5720)', 'Indagine dei sedimenti (NEN 5720)']),
      code('NTA5755', ['Nader onderzoek (NTA 5755)', 'Further investigation (NTA 5755)', 'Investigation approfondie (NTA 5755)', 'Investigación detallada (NTA 5755)', 'Detailuntersuchung (NTA 5755)', 'Indagine approfondita (NTA 5755)']),
      code('GEOTECH', ['Geotechnisch onderzoek', 'Geotechnical investigation', 'Étude géotechnique', 'Investigación geotécnica', 'Geotechnische Untersuchung', 'Indagine geotecnica']),
    ],
  },
  {
    categoryId: codeCategories.projectLeaders, name: 'project leaders (full text)',
    codes: [sameEverywhere('L. Hendriks'), sameEverywhere('N. Peters'), sameEverywhere('F. Willems')],
  },
  {
    categoryId: codeCategories.sampleTakers, name: 'sample takers (full text)',
    codes: [sameEverywhere('J. de Vries'), sameEverywhere('M. Jansen'), sameEverywhere('S. Bakker'), sameEverywhere('P. Visser')],
  },
  {
    categoryId: codeCategories.drillingMasters, name: 'drilling masters (full text)',
    codes: [sameEverywhere('A. Smit'), sameEverywhere('R. Meijer'), sameEverywhere('K. de Boer')],
  },
  {
    categoryId: codeCategories.conclusionFollowUps, name: 'follow-up of a conclusion',
    codes: [
      code('GEEN', ['Geen vervolg', 'No follow-up', 'Aucune suite', 'Sin seguimiento', 'Keine Folgemaßnahmen', 'Nessun seguito']),
      code('NADER', ['Nader onderzoek', 'Further investigation', 'Investigation approfondie', 'Investigación detallada', 'Detailuntersuchung', 'Indagine approfondita']),
      code('SAN', ['Sanering', 'Remediation', 'Assainissement', 'Remediación', 'Sanierung', 'Bonifica']),
      code('MON', ['Monitoring', 'Monitoring', 'Surveillance', 'Monitoreo', 'Überwachung', 'Monitoraggio']),
    ],
  },
];
