/**
 * The chats of set 42: the same afternoon (a friend moved flats with the cat, a lost blue
 * umbrella, "are you open on Saturday?") as each persona read it, in its own language and script.
 * Ids follow the corpus: 4001, 4003 and 4005 are the others', 4002 and 4004 the persona's own.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants'>;

function scene(
  persona: string,
  participants: readonly string[],
  [moved, umbrella, target]: readonly [string, string, string],
  [askCat, sawUmbrella]: readonly [string, string],
): Scene {
  return {
    persona,
    participants,
    others: new Map([
      [4001, moved],
      [4003, umbrella],
      [4005, target],
    ]),
    own: new Map([
      [4002, askCat],
      [4004, sawUmbrella],
    ]),
  };
}

export const KA = scene(
  'ნინო',
  ['გიორგი', 'თამარი'],
  [
    'გიორგიმ კვირას ბინა შეიცვალა, კატაც თან წაიყვანა სარეცხის კალათით',
    'ვინმემ ჩემი ლურჯი ქოლგა ხომ არ ნახა? მაღაზიაში დამრჩა მგონი',
    'კატამ როგორ გადაიტანა გადასვლა? შაბათს ღია ხართ?',
  ],
  ['ვაი, კატამ როგორ გადაიტანა? ყველაფერი მომიყევი', 'კართან ლურჯი დავინახე, ხვალ დილით შევამოწმებ'],
);

export const HY = scene(
  'Անի',
  ['Արամ', 'Լիլիթ'],
  [
    'Արամը կիրակի տեղափոխվեց, կատուն էլ տարավ լվացքի զամբյուղով',
    'Ինչ-որ մեկը իմ կապույտ անձրևանոցը տեսե՞լ է։ Կարծեմ խանութում եմ թողել',
    'Կատուն ողջ մնա՞ց տեղափոխությունից։ Շաբաթ օրը բա՞ց եք։',
  ],
  ['Վա՜յ, կատուն ինչպե՞ս տարավ։ Ամեն ինչ պատմիր', 'Դռան մոտ մի կապույտ տեսա, վաղը առավոտյան կնայեմ'],
);

export const AZ = scene(
  'Aysel',
  ['Elvin', 'Günel'],
  [
    'Elvin bazar günü yeni mənzilə köçdü, pişiyi də paltar səbətində apardı',
    'Mavi çətirimi görən olub? Deyəsən mağazada qoymuşam',
    'Pişik köçə dözdü? Şənbə günü açıqsınız?',
  ],
  ['Vay, pişik necə keçirdi? Hər şeyi danış', 'Qapının yanında mavi birini gördüm, sabah səhər baxaram'],
);

export const KK = scene(
  'Әйгерім',
  ['Ерлан', 'Салтанат'],
  [
    'Ерлан жексенбі күні көшті, мысықты кір себетімен алып кетті',
    'Менің көк қолшатырымды біреу көрді ме? Дүкенде қалдырған сияқтымын',
    'Мысық көшуден аман шықты ма? Сенбі күні ашықсыздар ма?',
  ],
  ['Ой, мысық қалай көтерді? Бәрін айтып бер', 'Есік жанынан көк біреуін көрдім, ертең таңертең қараймын'],
);

export const UZ = scene(
  'Dilnoza',
  ['Sardor', 'Malika'],
  [
    'Sardor yakshanba kuni koʻchib oʻtdi, mushukni kir savatda olib ketdi',
    'Koʻk soyabonimni koʻrgan bormi? Doʻkonda qoldirgan boʻlsam kerak',
    'Mushuk koʻchishga chidadimi? Shanba kuni ochiqmisizlar?',
  ],
  [
    'Voy, mushuk qanday oʻtkazdi? Hammasini aytib ber',
    'Eshik oldida koʻk bittasini koʻrdim, ertaga ertalab qarayman',
  ],
);

export const KY = scene(
  'Бектур',
  ['Нурлан', 'Айпери'],
  [
    'Нурлан жекшембиде көчүп кетти, мышыкты кир себетке салып алып кетти',
    'Менин көк кол чатырымды ким көрдү? Дүкөндө калтырып кетсем керек',
    'Мышык көчкөнгө чыдадыбы? Ишембиде ачыксыңарбы?',
  ],
  [
    'Ой, мышык кандай көтөрдү? Баарын айтып бер',
    'Эшиктин жанында көк бирөөнү көрдүм, эртең эртең менен карайм',
  ],
);

export const LV = scene(
  'Līga',
  ['Jānis', 'Elza'],
  [
    'Jānis svētdien pārvācās, kaķis brauca līdzi veļas grozā',
    'Vai kāds redzēja manu zilo lietussargu? Laikam atstāju veikalā',
    'Vai kaķis pārvākšanos pārdzīvoja? Un sestdien jūs strādājat?',
  ],
  ['Ak vai, kā kaķis to pārcieta? Stāsti visu', 'Pie durvīm redzēju zilu, rīt no rīta paskatīšos'],
);

export const ET = scene(
  'Kadri',
  ['Mart', 'Liis'],
  [
    'Mart kolis pühapäeval, kass sõitis pesukorvis kaasa',
    'Kas keegi on mu sinist vihmavarju näinud? Vist jäi poodi',
    'Kas kass elas kolimise üle? Ja kas laupäeval olete lahti?',
  ],
  ['Oi, kuidas kass selle üle elas? Räägi kõik ära', 'Nägin ukse juures üht sinist, vaatan homme hommikul'],
);

export const FI = scene(
  'Aino',
  ['Mikko', 'Sanna'],
  [
    'Mikko muutti sunnuntaina, kissa tuli mukaan pyykkikorissa',
    'Onko kukaan nähnyt mun sinistä sateenvarjoa? Taisin unohtaa sen kauppaan',
    'Selvisikö kissa muutosta? Ja ootteko auki lauantaina?',
  ],
  ['Voi ei, miten kissa sen otti? Kerro kaikki', 'Näin oven vieressä sinisen, katson huomenna aamulla'],
);

export const HU = scene(
  'Zsófi',
  ['Bence', 'Réka'],
  [
    'Bence vasárnap költözött, a macska egy szennyeskosárban utazott',
    'Látta valaki a kék esernyőmet? Azt hiszem, a boltban hagytam',
    'Túlélte a macska a költözést? És szombaton nyitva vagytok?',
  ],
  [
    'Jaj, hogy viselte a macska? Mesélj el mindent',
    'Láttam egy kéket az ajtó mellett, holnap reggel megnézem',
  ],
);

export const SR = scene(
  'Милица',
  ['Марко', 'Ана'],
  [
    'Марко се у недељу преселио, мачка је ишла у корпи за веш',
    'Да ли је неко видео мој плави кишобран? Мислим да сам га оставила у радњи',
    'Да ли је мачка преживела селидбу? И да ли радите у суботу?',
  ],
  ['Јао, како је мачка то поднела? Причај све', 'Видела сам један плави код врата, погледаћу сутра ујутру'],
);

export const SR_LATN = scene(
  'Jelena',
  ['Nikola', 'Sara'],
  [
    'Nikola se preselio u nedelju, mačka je putovala u korpi za veš',
    'Da li je neko video moj plavi kišobran? Mislim da sam ga ostavila u radnji',
    'Je l preživela mačka selidbu? I da li radite u subotu?',
  ],
  ['Joj, kako je mačka podnela? Pričaj sve', 'Videla sam jedan plavi kod vrata, pogledaću sutra ujutru'],
);

export const HR = scene(
  'Ivana',
  ['Luka', 'Petra'],
  [
    'Luka se u nedjelju preselio, mačka se vozila u košari za rublje',
    'Je li itko vidio moj plavi kišobran? Mislim da sam ga ostavila u dućanu',
    'Je li mačka preživjela selidbu? I radite li u subotu?',
  ],
  [
    'Joj, kako je mačka to podnijela? Pričaj sve',
    'Vidjela sam jedan plavi kraj vrata, pogledat ću sutra ujutro',
  ],
);

export const BG = scene(
  'Деси',
  ['Иво', 'Мария'],
  [
    'Иво се премести в неделя, котката пътува в коша за пране',
    'Някой виждал ли е синия ми чадър? Май го забравих в магазина',
    'Котката оцеля ли след местенето? И в събота отворено ли е?',
  ],
  ['Олеле, как го понесе котката? Разказвай всичко', 'Видях един син до вратата, утре сутрин ще проверя'],
);

export const MK = scene(
  'Марија',
  ['Стефан', 'Елена'],
  [
    'Стефан се пресели во недела, мачката патуваше во корпа за алишта',
    'Дали некој го видел мојот син чадор? Мислам дека го оставив во продавницата',
    'Дали мачката ја преживеа селидбата? И дали работите во сабота?',
  ],
  ['Леле, како ја поднесе мачката? Раскажи сѐ', 'Видов еден син кај вратата, утре наутро ќе проверам'],
);

export const SQ = scene(
  'Arbëra',
  ['Dritan', 'Blerta'],
  [
    'Dritani u transferua të dielën, macja erdhi në një shportë rrobash',
    'A e ka parë dikush ombrellën time blu? Më duket e lashë në dyqan',
    'A i mbijetoi macja transferimit? Dhe a jeni hapur të shtunën?',
  ],
  ['Ooo, si e përjetoi macja? Më trego gjithçka', 'Pashë një blu te dera, nesër në mëngjes e kontrolloj'],
);

export const EL = scene(
  'Ελένη',
  ['Νίκος', 'Κατερίνα'],
  [
    'Ο Νίκος μετακόμισε την Κυριακή, η γάτα ήρθε μέσα σε ένα καλάθι για τα άπλυτα',
    'Έχει δει κανείς τη μπλε ομπρέλα μου; Νομίζω την ξέχασα στο μαγαζί',
    'Επέζησε η γάτα από τη μετακόμιση; Και το Σάββατο είστε ανοιχτά;',
  ],
  ['Ωχ, πώς το πήρε η γάτα; Πες μου τα όλα', 'Είδα μια μπλε δίπλα στην πόρτα, θα κοιτάξω αύριο το πρωί'],
);

export const RO = scene(
  'Ioana',
  ['Andrei', 'Bianca'],
  [
    'Andrei s-a mutat duminică, pisica a venit într-un coș de rufe',
    'A văzut cineva umbrela mea albastră? Cred că am uitat-o la magazin',
    'A supraviețuit pisica mutării? Și sâmbătă sunteți deschiși?',
  ],
  [
    'Vai, cum a suportat pisica? Povestește-mi tot',
    'Am văzut una albastră lângă ușă, mă uit mâine dimineață',
  ],
);

export const IS = scene(
  'Sigrún',
  ['Gunnar', 'Katla'],
  [
    'Gunnar flutti á sunnudaginn, kötturinn kom með í þvottakörfu',
    'Hefur einhver séð bláu regnhlífina mína? Ég held ég hafi gleymt henni í búðinni',
    'Lifði kötturinn flutningana af? Og er opið hjá ykkur á laugardaginn?',
  ],
  ['Æ nei, hvernig tók kötturinn þessu? Segðu mér allt', 'Ég sá eina bláa við dyrnar, ég kíki á morgun'],
);
