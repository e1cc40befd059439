// Demo courses the development seed loads (never in production). Images are PNG files in ./images,
// drawn by ./images/draw-images.mjs.

export interface SeedQuestion {
  questionText: string;
  options: string[];
  correctIndex: number;
  /** File name in seed-data/images. */
  image?: string;
}

export interface SeedCourse {
  /** Slug: ^[a-z0-9]+(-[a-z0-9]+)*$ */
  name: string;
  displayName: string;
  description: string;
  language: 'sv' | 'en';
  owner: 'educator' | 'admin';
  questions: SeedQuestion[];
}

const SVERIGES_GEOGRAFI: SeedCourse = {
  name: 'sveriges-geografi',
  displayName: 'Sveriges geografi',
  description:
    'Landskap, län, älvar, sjöar, städer, öar, fjäll och nationalparker – grundläggande frågor om Sveriges geografi.',
  language: 'sv',
  owner: 'educator',
  questions: [
    {
      questionText: 'Vilken är Sveriges största sjö?',
      options: ['Vättern', 'Vänern', 'Mälaren', 'Storsjön'],
      correctIndex: 1,
    },
    {
      questionText: 'Vilken är Sveriges näst största sjö?',
      options: ['Mälaren', 'Hjälmaren', 'Siljan', 'Vättern'],
      correctIndex: 3,
    },
    {
      questionText: 'Vilket är Sveriges högsta berg?',
      options: ['Kebnekaise', 'Sarektjåkkå', 'Helagsfjället', 'Åreskutan'],
      correctIndex: 0,
    },
    {
      questionText: 'Vilken är Sveriges största ö?',
      options: ['Öland', 'Orust', 'Gotland', 'Hisingen'],
      correctIndex: 2,
    },
    {
      questionText: 'Hur många län är Sverige indelat i?',
      options: ['18', '21', '24', '25'],
      correctIndex: 1,
    },
    {
      questionText: 'Hur många landskap har Sverige?',
      options: ['21', '23', '25', '29'],
      correctIndex: 2,
    },
    {
      questionText: 'Vilket är Sveriges till ytan största landskap?',
      options: ['Jämtland', 'Norrbotten', 'Dalarna', 'Lappland'],
      correctIndex: 3,
    },
    {
      questionText: 'Vilket är Sveriges till ytan största län?',
      options: ['Norrbottens län', 'Västerbottens län', 'Jämtlands län', 'Dalarnas län'],
      correctIndex: 0,
    },
    {
      questionText: 'I vilket landskap ligger Sveriges sydligaste punkt, Smygehuk?',
      options: ['Blekinge', 'Halland', 'Skåne', 'Småland'],
      correctIndex: 2,
    },
    {
      questionText: 'I vilket landskap ligger Treriksröset, Sveriges nordligaste punkt?',
      options: ['Norrbotten', 'Lappland', 'Västerbotten', 'Härjedalen'],
      correctIndex: 1,
    },
    {
      questionText: 'Vilken är residensstad i Jämtlands län?',
      options: ['Åre', 'Sveg', 'Sundsvall', 'Östersund'],
      correctIndex: 3,
    },
    {
      questionText: 'Vilken är Sveriges näst största stad?',
      options: ['Göteborg', 'Malmö', 'Uppsala', 'Västerås'],
      correctIndex: 0,
    },
    {
      questionText: 'Vilken sjö möter Östersjön i Stockholm?',
      options: ['Vättern', 'Mälaren', 'Hjälmaren', 'Vänern'],
      correctIndex: 1,
    },
    {
      questionText: 'Vilken stad ligger vid Vätterns södra spets?',
      options: ['Motala', 'Jönköping', 'Askersund', 'Karlstad'],
      correctIndex: 1,
    },
    {
      questionText: 'Vilken älv rinner från Vänern och mynnar i Kattegatt vid Göteborg?',
      options: ['Klarälven', 'Ätran', 'Göta älv', 'Nissan'],
      correctIndex: 2,
    },
    {
      questionText: 'Vilka två älvar flyter samman och bildar Dalälven?',
      options: [
        'Klarälven och Byälven',
        'Ljusnan och Voxnan',
        'Indalsälven och Ljungan',
        'Österdalälven och Västerdalälven',
      ],
      correctIndex: 3,
    },
    {
      questionText: 'Vilken älv utgör en stor del av gränsen mellan Sverige och Finland?',
      options: ['Torne älv', 'Kalix älv', 'Lule älv', 'Pite älv'],
      correctIndex: 0,
    },
    {
      questionText: 'Vid vilken älv ligger Umeå?',
      options: ['Skellefte älv', 'Ångermanälven', 'Ume älv', 'Indalsälven'],
      correctIndex: 2,
    },
    {
      questionText: 'Vilken stor sjö ligger Östersund vid?',
      options: ['Storsjön', 'Siljan', 'Torneträsk', 'Hornavan'],
      correctIndex: 0,
    },
    {
      questionText: 'Vilka två stora sjöar förbinds av Göta kanal?',
      options: ['Mälaren och Hjälmaren', 'Vänern och Vättern', 'Siljan och Orsasjön', 'Vättern och Mälaren'],
      correctIndex: 1,
    },
    {
      questionText: 'Vid vilken stad når Ölandsbron fastlandet?',
      options: ['Karlskrona', 'Västervik', 'Oskarshamn', 'Kalmar'],
      correctIndex: 3,
    },
    {
      questionText: 'Öresundsbron förbinder Malmö med vilken stad?',
      options: ['Helsingör', 'Köpenhamn', 'Odense', 'Århus'],
      correctIndex: 1,
    },
    {
      questionText: 'Vilken stor ö i Göteborg avgränsas av Göta älv och Nordre älv?',
      options: ['Orust', 'Tjörn', 'Hisingen', 'Marstrandsön'],
      correctIndex: 2,
    },
    {
      questionText: 'Vilken stad på Gotland är ett världsarv, känt för sin välbevarade ringmur?',
      options: ['Visby', 'Slite', 'Hemse', 'Klintehamn'],
      correctIndex: 0,
    },
    {
      questionText: 'Vid vilket fjäll ligger skidorten Åre?',
      options: ['Kebnekaise', 'Sylarna', 'Helagsfjället', 'Åreskutan'],
      correctIndex: 3,
    },
    {
      questionText: 'I vilket landskap ligger nationalparken Sarek?',
      options: ['Jämtland', 'Lappland', 'Härjedalen', 'Dalarna'],
      correctIndex: 1,
    },
    {
      questionText: 'Vilken nationalpark ligger på en ö i Östersjön norr om Gotland?',
      options: ['Kosterhavet', 'Tyresta', 'Gotska Sandön', 'Stora Sjöfallet'],
      correctIndex: 2,
    },
    {
      questionText:
        'Kosterhavet blev 2009 Sveriges första marina nationalpark. Utanför vilket landskaps kust ligger den?',
      options: ['Bohuslän', 'Halland', 'Blekinge', 'Uppland'],
      correctIndex: 0,
    },
    {
      questionText: 'Vad heter den nordligaste delen av Östersjön, mellan Norrbotten och Finland?',
      options: ['Bottenhavet', 'Ålands hav', 'Kattegatt', 'Bottenviken'],
      correctIndex: 3,
    },
    {
      questionText: 'Vilket havsområde ligger mellan Norge, Danmark och Sveriges västkust norr om Göteborg?',
      options: ['Skagerrak', 'Kattegatt', 'Öresund', 'Norska havet'],
      correctIndex: 0,
    },
    {
      questionText: 'Vilken stad i Lappland är känd för sin järnmalmsgruva, som gör att stadskärnan flyttas?',
      options: ['Arvidsjaur', 'Kiruna', 'Jokkmokk', 'Arjeplog'],
      correctIndex: 1,
    },
    {
      questionText: 'Vilket lands flagga visas på bilden?',
      options: ['Finland', 'Norge', 'Sverige', 'Danmark'],
      correctIndex: 2,
      image: 'swedish-flag.png',
    },
  ],
};

const CELL_BIOLOGY_BASICS: SeedCourse = {
  name: 'cell-biology-basics',
  displayName: 'Cell Biology Basics',
  description:
    'Organelles, membranes and transport, mitosis and meiosis, DNA and proteins, respiration and photosynthesis.',
  language: 'en',
  owner: 'admin',
  questions: [
    {
      questionText: 'Which organelle is the main site of aerobic respiration in a eukaryotic cell?',
      options: ['Ribosome', 'Mitochondrion', 'Golgi apparatus', 'Lysosome'],
      correctIndex: 1,
    },
    {
      questionText: 'In which organelle does photosynthesis take place?',
      options: ['Chloroplast', 'Mitochondrion', 'Vacuole', 'Nucleus'],
      correctIndex: 0,
    },
    {
      questionText: 'Which structure contains most of the DNA in a eukaryotic cell?',
      options: ['Cytoplasm', 'Cell membrane', 'Ribosome', 'Nucleus'],
      correctIndex: 3,
    },
    {
      questionText: 'Which cell structures are the site of protein synthesis?',
      options: ['Lysosomes', 'Vacuoles', 'Ribosomes', 'Centrioles'],
      correctIndex: 2,
    },
    {
      questionText: 'Which organelle modifies, sorts and packages proteins for transport out of the cell?',
      options: ['Golgi apparatus', 'Smooth endoplasmic reticulum', 'Nucleolus', 'Chloroplast'],
      correctIndex: 0,
    },
    {
      questionText: 'Rough endoplasmic reticulum looks "rough" because it is studded with what?',
      options: ['Mitochondria', 'Ribosomes', 'Lysosomes', 'Chromosomes'],
      correctIndex: 1,
    },
    {
      questionText: 'What do lysosomes contain?',
      options: ['Chlorophyll', 'Messenger RNA', 'Digestive enzymes', 'Stored starch'],
      correctIndex: 2,
    },
    {
      questionText: 'What is the basic structure of the cell membrane?',
      options: [
        'A single layer of protein',
        'A phospholipid bilayer',
        'A layer of cellulose',
        'A double layer of DNA',
      ],
      correctIndex: 1,
    },
    {
      questionText: 'What is the main component of the cell wall of a plant cell?',
      options: ['Chitin', 'Peptidoglycan', 'Glycogen', 'Cellulose'],
      correctIndex: 3,
    },
    {
      questionText: 'Which of these do prokaryotic cells, such as bacteria, lack?',
      options: ['A membrane-bound nucleus', 'Ribosomes', 'A cell membrane', 'DNA'],
      correctIndex: 0,
    },
    {
      questionText: 'Which organelle is found in plant cells but not in animal cells?',
      options: ['Mitochondrion', 'Ribosome', 'Nucleus', 'Chloroplast'],
      correctIndex: 3,
    },
    {
      questionText: 'In diffusion, particles show a net movement from where to where?',
      options: [
        'From a lower to a higher concentration',
        'From a higher to a lower concentration',
        'Only from the inside of a cell to the outside',
        'Only in the direction of gravity',
      ],
      correctIndex: 1,
    },
    {
      questionText: 'Osmosis is the net movement of which substance across a partially permeable membrane?',
      options: ['Glucose', 'Oxygen', 'Water', 'Sodium ions'],
      correctIndex: 2,
    },
    {
      questionText:
        'Which process moves substances against their concentration gradient using energy from ATP?',
      options: ['Diffusion', 'Osmosis', 'Facilitated diffusion', 'Active transport'],
      correctIndex: 3,
    },
    {
      questionText: 'What is the result of mitosis followed by cytokinesis?',
      options: [
        'Two genetically identical daughter cells',
        'Four genetically different daughter cells',
        'Two haploid gametes',
        'One cell with twice as many chromosomes',
      ],
      correctIndex: 0,
    },
    {
      questionText: 'What is the result of meiosis?',
      options: [
        'Two genetically identical diploid cells',
        'Four genetically different haploid cells',
        'Four genetically identical diploid cells',
        'Two genetically different diploid cells',
      ],
      correctIndex: 1,
    },
    {
      questionText: 'During which phase of mitosis do the chromosomes line up along the middle of the cell?',
      options: ['Prophase', 'Anaphase', 'Metaphase', 'Telophase'],
      correctIndex: 2,
    },
    {
      questionText:
        'During which phase of mitosis are sister chromatids pulled to opposite poles of the cell?',
      options: ['Anaphase', 'Prophase', 'Metaphase', 'Interphase'],
      correctIndex: 0,
    },
    {
      questionText: 'How many chromosomes does a normal human egg or sperm cell contain?',
      options: ['46', '92', '12', '23'],
      correctIndex: 3,
    },
    {
      questionText: 'In DNA, which base pairs with adenine?',
      options: ['Guanine', 'Thymine', 'Cytosine', 'Uracil'],
      correctIndex: 1,
    },
    {
      questionText: 'Which base is found in RNA in place of thymine?',
      options: ['Uracil', 'Adenine', 'Guanine', 'Cytosine'],
      correctIndex: 0,
    },
    {
      questionText: 'Which sugar is part of the backbone of DNA?',
      options: ['Glucose', 'Ribose', 'Deoxyribose', 'Sucrose'],
      correctIndex: 2,
    },
    {
      questionText: 'Why is DNA replication described as semi-conservative?',
      options: [
        'Only half of the genes are copied',
        'Each new DNA molecule has one original strand and one new strand',
        'The original molecule is kept intact and a completely new molecule is made',
        'Replication stops halfway along the chromosome',
      ],
      correctIndex: 1,
    },
    {
      questionText: 'What is the process of copying a DNA sequence into messenger RNA called?',
      options: ['Translation', 'Replication', 'Mutation', 'Transcription'],
      correctIndex: 3,
    },
    {
      questionText: 'How many nucleotide bases make up one codon?',
      options: ['Two', 'Three', 'Four', 'Six'],
      correctIndex: 1,
    },
    {
      questionText: 'Which molecules carry amino acids to the ribosome during translation?',
      options: ['Transfer RNA (tRNA)', 'Messenger RNA (mRNA)', 'DNA polymerase', 'ATP'],
      correctIndex: 0,
    },
    {
      questionText: 'Proteins are long chains of which building blocks?',
      options: ['Nucleotides', 'Fatty acids', 'Amino acids', 'Monosaccharides'],
      correctIndex: 2,
    },
    {
      questionText: 'What are enzymes?',
      options: [
        'Biological catalysts, most of them proteins',
        'Sugars that store energy',
        'Lipids that form membranes',
        'Genes that control cell division',
      ],
      correctIndex: 0,
    },
    {
      questionText: 'Where in the cell does glycolysis take place?',
      options: ['In the mitochondrial matrix', 'In the nucleus', 'On the ribosomes', 'In the cytoplasm'],
      correctIndex: 3,
    },
    {
      questionText: 'What are the waste products of aerobic respiration?',
      options: [
        'Oxygen and glucose',
        'Carbon dioxide and water',
        'Lactic acid only',
        'Ethanol and carbon dioxide',
      ],
      correctIndex: 1,
    },
    {
      questionText: 'What does anaerobic respiration produce in human muscle cells?',
      options: ['Ethanol and carbon dioxide', 'Oxygen', 'Lactic acid', 'Starch'],
      correctIndex: 2,
    },
    {
      questionText: 'Which gas is released as a by-product of photosynthesis?',
      options: ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Methane'],
      correctIndex: 0,
    },
    {
      questionText: 'Which green pigment absorbs light energy for photosynthesis?',
      options: ['Haemoglobin', 'Melanin', 'Carotene', 'Chlorophyll'],
      correctIndex: 3,
    },
    {
      questionText: 'Where in the chloroplast do the light-dependent reactions of photosynthesis take place?',
      options: ['In the stroma', 'On the thylakoid membranes', 'In the outer membrane', 'On the cristae'],
      correctIndex: 1,
    },
    {
      questionText: 'What type of cell does the picture most likely show?',
      options: ['An animal cell', 'A bacterial cell', 'A plant cell', 'A red blood cell'],
      correctIndex: 2,
      image: 'plant-cell.png',
    },
    {
      questionText: 'The picture shows a simplified cell. What are the green oval structures near its edge?',
      options: ['Mitochondria', 'Chloroplasts', 'Nuclei', 'Vacuoles'],
      correctIndex: 1,
      image: 'plant-cell.png',
    },
  ],
};

const MATEMATIK_AK9: SeedCourse = {
  name: 'matematik-ak9',
  displayName: 'Matematik åk 9',
  description: 'Aritmetik, procent, bråk, ekvationer, geometri och diagram på högstadienivå.',
  language: 'sv',
  owner: 'educator',
  questions: [
    {
      questionText: 'Hur mycket är 15 % av 80?',
      options: ['8', '12', '15', '16'],
      correctIndex: 1,
    },
    {
      questionText: 'En jacka kostar 600 kr. Priset sänks med 25 %. Vad kostar jackan nu?',
      options: ['150 kr', '475 kr', '450 kr', '575 kr'],
      correctIndex: 2,
    },
    {
      questionText: 'Priset på en vara höjs från 200 kr till 250 kr. Hur många procent har priset höjts?',
      options: ['20 %', '50 %', '25 %', '125 %'],
      correctIndex: 2,
    },
    {
      questionText: 'Vad är 3/4 + 1/8?',
      options: ['4/12', '7/8', '4/8', '5/8'],
      correctIndex: 1,
    },
    {
      questionText: 'Vad är 2 + 3 · 4?',
      options: ['14', '20', '24', '9'],
      correctIndex: 0,
    },
    {
      questionText: 'Vad är 0,2 · 0,3?',
      options: ['0,6', '6', '0,006', '0,06'],
      correctIndex: 3,
    },
    {
      questionText: 'Lös ekvationen 3x + 5 = 20.',
      options: ['x = 5', 'x = 25/3', 'x = 15', 'x = 4'],
      correctIndex: 0,
    },
    {
      questionText: 'Vilket av talen är ett primtal?',
      options: ['21', '27', '33', '29'],
      correctIndex: 3,
    },
    {
      questionText: 'En rektangel är 8 cm lång och 5 cm bred. Vilken omkrets har den?',
      options: ['13 cm', '26 cm', '40 cm', '80 cm'],
      correctIndex: 1,
    },
    {
      questionText: 'En cirkel har radien 3 cm. Ungefär hur stor är cirkelns area?',
      options: ['9,4 cm²', '18,8 cm²', '28,3 cm²', '113 cm²'],
      correctIndex: 2,
    },
    {
      questionText: 'En rätvinklig triangel har kateterna 6 cm och 8 cm. Hur lång är hypotenusan?',
      options: ['10 cm', '12 cm', '14 cm', '48 cm'],
      correctIndex: 0,
    },
    {
      questionText: 'Hur stor är vinkelsumman i en triangel?',
      options: ['90°', '360°', '270°', '180°'],
      correctIndex: 3,
    },
    {
      questionText:
        'Diagrammet visar hur många mål ett lag gjorde i fem matcher. Avståndet mellan två linjer i rutnätet motsvarar ett mål. Vilket är medelvärdet av antalet mål per match?',
      options: ['4', '5', '6', '8'],
      correctIndex: 1,
      image: 'goals-bar-chart.png',
    },
    {
      questionText:
        'Triangeln på bilden är ritad på ett rutnät där varje ruta är 1 cm × 1 cm. Vilken area har triangeln?',
      options: ['10 cm²', '20 cm²', '24 cm²', '12 cm²'],
      correctIndex: 3,
      image: 'grid-triangle.png',
    },
    {
      questionText: 'Cirkeln på bilden är indelad i lika stora delar. Hur stor del av cirkeln är färgad?',
      options: ['37,5 %', '30 %', '40 %', '60 %'],
      correctIndex: 0,
      image: 'pie-eighths.png',
    },
  ],
};

export const SEED_COURSES: SeedCourse[] = [SVERIGES_GEOGRAFI, CELL_BIOLOGY_BASICS, MATEMATIK_AK9];
