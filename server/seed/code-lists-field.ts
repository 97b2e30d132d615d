import { matrixCodes } from '../../src/domain/codes/matrix-codes';
import type { MatrixCode } from '../../src/domain/codes/matrix-codes';
import { observationUnits } from '../../src/domain/codes/observation-properties';
import { code, codeCategories } from './code-list-types';
import type { SeedCodeList, Texts } from './code-list-types';

/** The 13 matrix codes of spec 01 section 3 in six languages. */
const matrixTexts: Record<MatrixCode, Texts> = {
  AW: ['Afvalwater', 'Waste water', 'Eaux usées', 'Aguas residuales', 'Abwasser', 'Acque reflue'],
  BL: ['Bodemlucht', 'Soil air', 'Air du sol', 'Aire del suelo', 'Bodenluft', 'Aria del suolo'],
  DW: ['Drinkwater', 'Drinking water', 'Eau potable', 'Agua potable', 'Trinkwasser', 'Acqua potabile'],
  GR: ['Grond', 'Soil', 'Sol', 'Suelo', 'Boden', 'Terreno'],
  GW: ['Grondwater', 'Groundwater', 'Eaux souterraines', 'Agua subterránea', 'Grundwasser', 'Acque sotterranee'],
  OL: ['Omgevingslucht', 'Ambient air', 'Air ambiant', 'Aire ambiente', 'Umgebungsluft', 'Aria ambiente'],
  OW: ['Oppervlaktewater', 'Surface water', 'Eaux de surface', 'Agua superficial', 'Oberflächenwasser', 'Acque superficiali'],
  OV: ['Overig', 'Other', 'Autre', 'Otro', 'Sonstiges', 'Altro'],
  SW: ['Spoelwater', 'Cleaning water', 'Eau de rinçage', 'Agua de lavado', 'Spülwasser', 'Acqua di lavaggio'],
  ST: ['Stilstaand water', 'Stagnant water', 'Eau stagnante', 'Agua estancada', 'Stehendes Wasser', 'Acqua stagnante'],
  UW: ['Uitloogwater', 'Leach water', 'Lixiviat', 'Lixiviado', 'Sickerwasser', 'Percolato'],
  SL: ['Waterbodem (slib)', 'Water bed (sediment)', 'Sédiment de fond', 'Sedimento del lecho', 'Gewässersediment', 'Sedimento del fondale'],
  '14': ['Waterbodem, vaste deel', 'Water bottom, solid part', 'Fond aquatique, partie solide', 'Fondo acuático, parte sólida', 'Gewässersohle, fester Anteil', 'Fondale, parte solida'],
};

/** Observation units (src/domain/codes/observation-properties.ts): GcCode is the numeric unit code as text. */
const unitTexts: Record<keyof typeof observationUnits, { symbol: string; texts: Texts }> = {
  none: { symbol: '', texts: ['Geen eenheid', 'No unit', 'Sans unité', 'Sin unidad', 'Ohne Einheit', 'Nessuna unità'] },
  temperature: { symbol: '°C', texts: ['Graden Celsius', 'Degrees Celsius', 'Degrés Celsius', 'Grados Celsius', 'Grad Celsius', 'Gradi Celsius'] },
  length: { symbol: 'cm', texts: ['Centimeter', 'Centimetre', 'Centimètre', 'Centímetro', 'Zentimeter', 'Centimetro'] },
  volume: { symbol: 'l', texts: ['Liter', 'Litre', 'Litre', 'Litro', 'Liter', 'Litro'] },
  microSiemensPerCm: { symbol: 'µS/cm', texts: ['Microsiemens per centimeter', 'Microsiemens per centimetre', 'Microsiemens par centimètre', 'Microsiemens por centímetro', 'Mikrosiemens pro Zentimeter', 'Microsiemens per centimetro'] },
  millivolt: { symbol: 'mV', texts: ['Millivolt', 'Millivolt', 'Millivolt', 'Milivoltio', 'Millivolt', 'Millivolt'] },
  ntu: { symbol: 'NTU', texts: ['Nefelometrische troebelheidseenheid', 'Nephelometric turbidity unit', 'Unité de turbidité néphélométrique', 'Unidad nefelométrica de turbidez', 'Nephelometrische Trübungseinheit', 'Unità nefelometrica di torbidità'] },
  milligramPerLitre: { symbol: 'mg/l', texts: ['Milligram per liter', 'Milligram per litre', 'Milligramme par litre', 'Miligramo por litro', 'Milligramm pro Liter', 'Milligrammi per litro'] },
  partsPerMillion: { symbol: 'ppm', texts: ['Delen per miljoen', 'Parts per million', 'Parties par million', 'Partes por millón', 'Teile pro Million', 'Parti per milione'] },
  minutes: { symbol: 'min', texts: ['Minuten', 'Minutes', 'Minutes', 'Minutos', 'Minuten', 'Minuti'] },
};

/**
 * Field-work lists (spec 01 section 3): matrices, finishing types, measurement point types,
 * reference plane and point types, pump types, packaging types and observation units.
 */
export const fieldCodeLists: readonly SeedCodeList[] = [
  {
    categoryId: codeCategories.matrices, name: 'matrix codes',
    codes: matrixCodes.map((matrix) => code(matrix, matrixTexts[matrix])),
  },
  {
    categoryId: codeCategories.finishingTypes, name: 'finishing types',
    codes: [
      code('BENT', ['Bentoniet', 'Bentonite', 'Bentonite', 'Bentonita', 'Bentonit', 'Bentonite']),
      code('GRIND', ['Filtergrind', 'Filter gravel', 'Gravier filtrant', 'Grava filtrante', 'Filterkies', 'Ghiaia filtrante']),
      code('ZAND', ['Aanvulzand', 'Backfill sand', 'Sable de remblai', 'Arena de relleno', 'Verfüllsand', 'Sabbia di riempimento']),
      code('KLEI', ['Kleiprop', 'Clay plug', 'Bouchon d\'argile', 'Tapón de arcilla', 'Tonsperre', 'Tappo di argilla']),
      code('GROUT', ['Cement-bentoniet', 'Cement-bentonite grout', 'Coulis ciment-bentonite', 'Lechada de cemento y bentonita', 'Zement-Bentonit-Suspension', 'Miscela cemento-bentonite']),
      code('ORIG', ['Opgeboorde grond', 'Drilled soil', 'Déblais de forage', 'Material de perforación', 'Bohrgut', 'Materiale di perforazione']),
      code('STRAAT', ['Straatpot', 'Flush-mounted cover', 'Regard de voirie', 'Tapa de registro', 'Straßenkappe', 'Chiusino stradale']),
    ],
  },
  {
    categoryId: codeCategories.pointTypes, name: 'measurement point types',
    codes: [
      code('B', ['Boring', 'Borehole', 'Forage', 'Sondeo', 'Bohrung', 'Sondaggio']),
      code('PB', ['Boring met peilbuis', 'Borehole with gauging tube', 'Forage avec piézomètre', 'Sondeo con piezómetro', 'Bohrung mit Grundwassermessstelle', 'Sondaggio con piezometro']),
      code('PG', ['Proefgat', 'Trial pit', 'Fosse d\'essai', 'Calicata', 'Schurf', 'Pozzetto esplorativo']),
      code('OWM', ['Monsterpunt oppervlaktewater', 'Surface-water sampling point', 'Point de prélèvement d\'eau de surface', 'Punto de muestreo de agua superficial', 'Probenahmestelle Oberflächenwasser', 'Punto di campionamento acque superficiali']),
      code('LM', ['Monsterpunt lucht', 'Air sampling point', 'Point de prélèvement d\'air', 'Punto de muestreo de aire', 'Probenahmestelle Luft', 'Punto di campionamento aria']),
      code('S', ['Sondering', 'Cone penetration test', 'Essai de pénétration au cône', 'Ensayo de penetración con cono', 'Drucksondierung', 'Prova penetrometrica statica']),
    ],
  },
  {
    // Also the reference of a sample's top of filter (WsRefTopFtCode).
    categoryId: codeCategories.referencePlaneTypes, name: 'reference plane types',
    codes: [
      code('MV', ['Maaiveld', 'Ground level', 'Niveau du sol', 'Nivel del terreno', 'Geländeoberkante', 'Piano campagna']),
      code('BKB', ['Bovenkant buis', 'Top of tube', 'Haut du tube', 'Parte superior del tubo', 'Rohroberkante', 'Sommità del tubo']),
      code('WS', ['Waterspiegel', 'Water level', 'Niveau d\'eau', 'Nivel del agua', 'Wasserspiegel', 'Livello dell\'acqua']),
      code('WB', ['Waterbodem', 'Water bed', 'Fond de l\'eau', 'Lecho', 'Gewässersohle', 'Fondale']),
    ],
  },
  {
    categoryId: codeCategories.referencePointTypes, name: 'reference point types',
    codes: [
      code('NAP', ['Normaal Amsterdams Peil', 'Amsterdam Ordnance Datum (NAP)', 'Niveau normal d\'Amsterdam (NAP)', 'Nivel normal de Ámsterdam (NAP)', 'Normaal Amsterdams Peil (NAP)', 'Livello normale di Amsterdam (NAP)']),
      code('TAW', ['Tweede Algemene Waterpassing', 'Second General Levelling (TAW)', 'Deuxième Nivellement Général (DNG)', 'Segunda Nivelación General (TAW)', 'Zweites Allgemeines Nivellement (TAW)', 'Seconda livellazione generale (TAW)']),
      code('NGF', ['Nivellement Général de la France', 'General Levelling of France (NGF)', 'Nivellement général de la France (NGF)', 'Nivelación general de Francia (NGF)', 'Allgemeines Nivellement Frankreichs (NGF)', 'Livellazione generale della Francia (NGF)']),
      code('LOK', ['Lokaal referentiepunt', 'Local reference point', 'Point de référence local', 'Punto de referencia local', 'Lokaler Bezugspunkt', 'Punto di riferimento locale']),
    ],
  },
  {
    categoryId: codeCategories.pumpTypes, name: 'pump types',
    codes: [
      code('PERI', ['Peristaltische pomp', 'Peristaltic pump', 'Pompe péristaltique', 'Bomba peristáltica', 'Schlauchpumpe', 'Pompa peristaltica']),
      code('ZUIG', ['Zuigpomp', 'Suction pump', 'Pompe aspirante', 'Bomba de succión', 'Saugpumpe', 'Pompa aspirante']),
      code('DOMP', ['Dompelpomp', 'Submersible pump', 'Pompe immergée', 'Bomba sumergible', 'Tauchpumpe', 'Pompa sommersa']),
      code('BAIL', ['Bailer', 'Bailer', 'Écope', 'Achicador', 'Schöpfer', 'Campionatore a secchio']),
      code('INER', ['Inertiaalpomp', 'Inertial pump', 'Pompe inertielle', 'Bomba inercial', 'Trägheitspumpe', 'Pompa inerziale']),
    ],
  },
  {
    // Jars (JrPackagingTypeCode) and air-sample packaging share one list.
    categoryId: codeCategories.packagingTypes, name: 'packaging types',
    codes: [
      code('GP', ['Glazen pot', 'Glass jar', 'Bocal en verre', 'Tarro de vidrio', 'Glasgefäß', 'Barattolo di vetro']),
      code('PZ', ['Plastic zak', 'Plastic bag', 'Sac en plastique', 'Bolsa de plástico', 'Kunststoffbeutel', 'Sacchetto di plastica']),
      code('EM', ['Emmer', 'Bucket', 'Seau', 'Cubo', 'Eimer', 'Secchio']),
      code('FL', ['Fles', 'Bottle', 'Flacon', 'Botella', 'Flasche', 'Bottiglia']),
      code('TZ', ['Tedlarzak', 'Tedlar bag', 'Sac Tedlar', 'Bolsa Tedlar', 'Tedlarbeutel', 'Sacca Tedlar']),
      code('KB', ['Koolbuisje', 'Activated-carbon tube', 'Tube à charbon actif', 'Tubo de carbón activo', 'Aktivkohleröhrchen', 'Fiala a carbone attivo']),
      code('CAN', ['Canister', 'Canister', 'Canister', 'Cánister', 'Kanister', 'Canister']),
    ],
  },
  {
    categoryId: codeCategories.units, name: 'observation units',
    codes: (Object.keys(observationUnits) as (keyof typeof observationUnits)[]).map((unit) =>
      code(String(observationUnits[unit]), unitTexts[unit].texts, { Symbol: unitTexts[unit].symbol })),
  },
];
