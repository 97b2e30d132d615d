import { GRAVEL_MEDIAN_CODES, SAND_MEDIAN_CODES } from '../../src/domain/soil/median-class';
import { code, codeCategories } from './code-list-types';
import type { SeedCode, SeedCodeList, Texts } from './code-list-types';

/** Median classes with their M50 range in µm (spec 01 section 4; NEN 5104 sand 63–2000, gravel 2000–63000). */
const medianTexts: Record<(typeof SAND_MEDIAN_CODES)[number] | (typeof GRAVEL_MEDIAN_CODES)[number], { texts: Texts; from: number; to: number }> = {
  ZUF: { from: 63, to: 105, texts: ['Uiterst fijn zand', 'Extremely fine sand', 'Sable extrêmement fin', 'Arena extremadamente fina', 'Äußerst feiner Sand', 'Sabbia estremamente fine'] },
  ZZF: { from: 105, to: 150, texts: ['Zeer fijn zand', 'Very fine sand', 'Sable très fin', 'Arena muy fina', 'Sehr feiner Sand', 'Sabbia molto fine'] },
  ZMF: { from: 150, to: 210, texts: ['Matig fijn zand', 'Moderately fine sand', 'Sable moyennement fin', 'Arena moderadamente fina', 'Mäßig feiner Sand', 'Sabbia moderatamente fine'] },
  ZMG: { from: 210, to: 300, texts: ['Matig grof zand', 'Moderately coarse sand', 'Sable moyennement grossier', 'Arena moderadamente gruesa', 'Mäßig grober Sand', 'Sabbia moderatamente grossa'] },
  ZZG: { from: 300, to: 420, texts: ['Zeer grof zand', 'Very coarse sand', 'Sable très grossier', 'Arena muy gruesa', 'Sehr grober Sand', 'Sabbia molto grossa'] },
  ZUG: { from: 420, to: 2000, texts: ['Uiterst grof zand', 'Extremely coarse sand', 'Sable extrêmement grossier', 'Arena extremadamente gruesa', 'Äußerst grober Sand', 'Sabbia estremamente grossa'] },
  GFN: { from: 2000, to: 5600, texts: ['Fijn grind', 'Fine gravel', 'Gravier fin', 'Grava fina', 'Feinkies', 'Ghiaia fine'] },
  GMG: { from: 5600, to: 16000, texts: ['Matig grof grind', 'Moderately coarse gravel', 'Gravier moyennement grossier', 'Grava moderadamente gruesa', 'Mäßig grober Kies', 'Ghiaia moderatamente grossa'] },
  GZG: { from: 16000, to: 63000, texts: ['Zeer grof grind', 'Very coarse gravel', 'Gravier très grossier', 'Grava muy gruesa', 'Sehr grober Kies', 'Ghiaia molto grossa'] },
};

const medianCodes: SeedCode[] = [...SAND_MEDIAN_CODES, ...GRAVEL_MEDIAN_CODES].map((median) => {
  const { texts, from, to } = medianTexts[median];
  return code(median, texts, { M50FromMicrometre: from, M50ToMicrometre: to });
});

/**
 * Soil description lists (spec 01 sections 3, 4 and 9): soil types G Z K L V S, NEN 5104 additions
 * and their grades 1–4, median classes, colours (with a display colour), shades, consistency,
 * odour and its intensity, oil-water reaction and asbestos sample types.
 */
export const soilCodeLists: readonly SeedCodeList[] = [
  {
    categoryId: codeCategories.soilTypes, name: 'soil types',
    codes: [
      code('G', ['Grind', 'Gravel', 'Gravier', 'Grava', 'Kies', 'Ghiaia']),
      code('Z', ['Zand', 'Sand', 'Sable', 'Arena', 'Sand', 'Sabbia']),
      code('K', ['Klei', 'Clay', 'Argile', 'Arcilla', 'Ton', 'Argilla']),
      code('L', ['Leem', 'Loam', 'Limon', 'Limo', 'Lehm', 'Limo']),
      code('V', ['Veen', 'Peat', 'Tourbe', 'Turba', 'Torf', 'Torba']),
      code('S', ['Slib', 'Mud', 'Vase', 'Fango', 'Schlick', 'Fango']),
    ],
  },
  {
    categoryId: codeCategories.additionTypes, name: 'addition types',
    codes: [
      code('s', ['Siltig', 'Silty', 'Silteux', 'Limoso', 'Schluffig', 'Limoso']),
      code('z', ['Zandig', 'Sandy', 'Sableux', 'Arenoso', 'Sandig', 'Sabbioso']),
      code('k', ['Kleiig', 'Clayey', 'Argileux', 'Arcilloso', 'Tonig', 'Argilloso']),
      code('h', ['Humeus', 'Humic', 'Humifère', 'Húmico', 'Humos', 'Umifero']),
      code('g', ['Grindig', 'Gravelly', 'Graveleux', 'Gravoso', 'Kiesig', 'Ghiaioso']),
      code('m', ['Mineraalarm', 'Low in minerals', 'Pauvre en minéraux', 'Pobre en minerales', 'Mineralarm', 'Povero di minerali']),
    ],
  },
  {
    categoryId: codeCategories.gradations, name: 'gradations',
    codes: [
      code('1', ['Zwak', 'Slightly', 'Faiblement', 'Ligeramente', 'Schwach', 'Debolmente']),
      code('2', ['Matig', 'Moderately', 'Moyennement', 'Moderadamente', 'Mäßig', 'Moderatamente']),
      code('3', ['Sterk', 'Strongly', 'Fortement', 'Fuertemente', 'Stark', 'Fortemente']),
      code('4', ['Uiterst', 'Extremely', 'Extrêmement', 'Extremadamente', 'Äußerst', 'Estremamente']),
    ],
  },
  { categoryId: codeCategories.medianCodes, name: 'median classes', codes: medianCodes },
  {
    categoryId: codeCategories.colours, name: 'colours',
    codes: [
      code('BR', ['Bruin', 'Brown', 'Brun', 'Marrón', 'Braun', 'Marrone'], { Hex: '#8B5A2B' }),
      code('GR', ['Grijs', 'Grey', 'Gris', 'Gris', 'Grau', 'Grigio'], { Hex: '#808080' }),
      code('ZW', ['Zwart', 'Black', 'Noir', 'Negro', 'Schwarz', 'Nero'], { Hex: '#202020' }),
      code('GE', ['Geel', 'Yellow', 'Jaune', 'Amarillo', 'Gelb', 'Giallo'], { Hex: '#D8B83A' }),
      code('OR', ['Oranje', 'Orange', 'Orange', 'Naranja', 'Orange', 'Arancione'], { Hex: '#D9822B' }),
      code('RO', ['Rood', 'Red', 'Rouge', 'Rojo', 'Rot', 'Rosso'], { Hex: '#A03A2A' }),
      code('GN', ['Groen', 'Green', 'Vert', 'Verde', 'Grün', 'Verde'], { Hex: '#5F7F4A' }),
      code('BL', ['Blauw', 'Blue', 'Bleu', 'Azul', 'Blau', 'Blu'], { Hex: '#4A6A8F' }),
      code('WI', ['Wit', 'White', 'Blanc', 'Blanco', 'Weiß', 'Bianco'], { Hex: '#F2F2EE' }),
      code('BE', ['Beige', 'Beige', 'Beige', 'Beige', 'Beige', 'Beige'], { Hex: '#CDB891' }),
      code('OL', ['Olijf', 'Olive', 'Olive', 'Oliva', 'Oliv', 'Oliva'], { Hex: '#6B6B3A' }),
    ],
  },
  {
    categoryId: codeCategories.colourShades, name: 'colour shades',
    codes: [
      code('LI', ['Licht', 'Light', 'Clair', 'Claro', 'Hell', 'Chiaro']),
      code('DO', ['Donker', 'Dark', 'Foncé', 'Oscuro', 'Dunkel', 'Scuro']),
    ],
  },
  {
    categoryId: codeCategories.consistencies, name: 'consistency',
    codes: [
      code('ZS', ['Zeer slap', 'Very soft', 'Très molle', 'Muy blanda', 'Sehr weich', 'Molto molle']),
      code('SL', ['Slap', 'Soft', 'Molle', 'Blanda', 'Weich', 'Molle']),
      code('MS', ['Matig stevig', 'Moderately firm', 'Moyennement ferme', 'Moderadamente firme', 'Mäßig fest', 'Moderatamente consistente']),
      code('ST', ['Stevig', 'Stiff', 'Ferme', 'Firme', 'Steif', 'Consistente']),
      code('ZST', ['Zeer stevig', 'Very stiff', 'Très ferme', 'Muy firme', 'Sehr steif', 'Molto consistente']),
      code('HA', ['Hard', 'Hard', 'Dure', 'Dura', 'Hart', 'Dura']),
      code('LOS', ['Los gepakt', 'Loosely packed', 'Lâche', 'Suelto', 'Locker gelagert', 'Sciolto']),
      code('VAS', ['Vast gepakt', 'Densely packed', 'Compact', 'Compacto', 'Dicht gelagert', 'Addensato']),
    ],
  },
  {
    categoryId: codeCategories.odourTypes, name: 'odour types',
    codes: [
      code('GEEN', ['Geen geur', 'No odour', 'Aucune odeur', 'Sin olor', 'Kein Geruch', 'Nessun odore']),
      code('MINO', ['Minerale-olieachtige geur', 'Mineral oil odour', 'Odeur d\'huile minérale', 'Olor a aceite mineral', 'Mineralölgeruch', 'Odore di olio minerale']),
      code('AROM', ['Aromatische geur', 'Aromatic odour', 'Odeur aromatique', 'Olor aromático', 'Aromatischer Geruch', 'Odore aromatico']),
      code('TEER', ['Teerachtige geur', 'Tar odour', 'Odeur de goudron', 'Olor a alquitrán', 'Teergeruch', 'Odore di catrame']),
      code('H2S', ['Zwavelachtige geur', 'Sulphurous odour', 'Odeur sulfureuse', 'Olor sulfuroso', 'Schwefeliger Geruch', 'Odore sulfureo']),
      code('OPL', ['Oplosmiddelgeur', 'Solvent odour', 'Odeur de solvant', 'Olor a disolvente', 'Lösungsmittelgeruch', 'Odore di solvente']),
      code('RIOL', ['Rioolgeur', 'Sewage odour', 'Odeur d\'égout', 'Olor a alcantarilla', 'Kanalgeruch', 'Odore di fogna']),
      code('ORG', ['Rottingsgeur', 'Rotting odour', 'Odeur de putréfaction', 'Olor a putrefacción', 'Fäulnisgeruch', 'Odore di putrefazione']),
    ],
  },
  {
    categoryId: codeCategories.odourIntensities, name: 'odour intensity',
    codes: [
      code('1', ['Zwak', 'Weak', 'Faible', 'Débil', 'Schwach', 'Debole']),
      code('2', ['Matig', 'Moderate', 'Modérée', 'Moderada', 'Mäßig', 'Moderata']),
      code('3', ['Sterk', 'Strong', 'Forte', 'Fuerte', 'Stark', 'Forte']),
      code('4', ['Uiterst sterk', 'Very strong', 'Très forte', 'Muy fuerte', 'Sehr stark', 'Molto forte']),
    ],
  },
  {
    categoryId: codeCategories.oilWaterReactions, name: 'oil-water reaction',
    codes: [
      code('GEEN', ['Geen', 'None', 'Aucune', 'Ninguna', 'Keine', 'Nessuna']),
      code('ZW', ['Zwak', 'Weak', 'Faible', 'Débil', 'Schwach', 'Debole']),
      code('MA', ['Matig', 'Moderate', 'Modérée', 'Moderada', 'Mäßig', 'Moderata']),
      code('ST', ['Sterk', 'Strong', 'Forte', 'Fuerte', 'Stark', 'Forte']),
      code('UI', ['Uiterst', 'Extreme', 'Extrême', 'Extrema', 'Extrem', 'Estrema']),
    ],
  },
  {
    categoryId: codeCategories.asbestosSampleTypes, name: 'asbestos sample types',
    codes: [
      code('GM', ['Grondmonster', 'Soil sample', 'Échantillon de sol', 'Muestra de suelo', 'Bodenprobe', 'Campione di terreno']),
      code('PM', ['Puinmonster', 'Rubble sample', 'Échantillon de gravats', 'Muestra de escombros', 'Bauschuttprobe', 'Campione di macerie']),
      code('MV', ['Maaiveldinspectie', 'Surface inspection', 'Inspection de surface', 'Inspección de superficie', 'Oberflächenbegehung', 'Ispezione di superficie']),
      code('PI', ['Plaatmateriaal', 'Sheet material', 'Matériau en plaques', 'Material en placas', 'Plattenmaterial', 'Materiale in lastre']),
    ],
  },
];
