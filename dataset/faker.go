package dataset

import (
	"fmt"
	"math/big"
	"strings"
)

// Word lists for the fake data. They follow the shape of what Ruby's Faker
// produced for seed 000 (names with an occasional prefix or suffix, Latin
// lorem sentences of 4 to 9 words, GB IBANs, street addresses with city, zip
// and country) so that sizes land where the article's did; the words are our
// own lists, not Faker's.

var firstNames = strings.Fields(`
Aaliyah Abbey Abel Adan Addison Adell Adrian Agnes Aileen Alana Albert Alec
Alejandra Alexa Alfonso Alice Alva Amara Amos Anabel Ansel Ardith Arlo Aubrey
Audra Austin Bailee Barney Beatrice Benton Bernadette Bertha Blaise Bonita
Brandon Brenna Brooke Bryce Caleb Camille Candace Carmine Cassidy Cecil Celine
Chester Clara Clement Concepcion Cora Cory Dalton Damian Daphne Darrel Delia
Demond Desmond Dolly Donald Dora Dorian Earl Edgar Edna Eldon Elena Elias Elmer
Eloise Emmett Enid Ernesto Estella Eugene Evalyn Ezra Fabian Felicia Fern
Floyd Freda Gabe Gennaro Gideon Gladys Grady Greta Gunnar Hattie Hazel Hector
Helga Hollis Hugo Ida Ines Irving Isaac Ivy Jacinto Jake Janelle Jasper Jed
Jeffery Jennings Jessie Joanna Josiah Judd Juliet Justina Kade Kamren Karen
Kenyon Kiara Lafayette Larry Laverne Leda Leon Lila Linwood Lois Lonnie Lorena
Lucas Lula Mabel Madge Malcolm Marcos Margot Marlon Maude Merritt Milo Mina
Myrtle Nash Nedra Nelda Nestor Nola Norris Odell Olive Orval Ottilie Pansy
Patricia Pearl Percy Porter Queenie Quincy Raegan Raquel Ray Retta Rhoda
Robin Rosalyn Ross Ruby Rupert Ryleigh Sadie Santos Selma Seth Shad Sigrid
Sonny Stella Steve Sylvia Tabitha Tate Thora Tobias Trudie Turner Ulises Una
Unique Valerie Vance Velma Vern Viola Wade Walter Wanda Webster Wilhelm Willa
Winston Xavier Yasmin Yolanda Zachary Zelda Zena
`)

var lastNames = strings.Fields(`
Abbott Abernathy Adams Altenwerth Anderson Ankunding Armstrong Auer Bahringer
Balistreri Barrows Bartell Bashirian Batz Bayer Bechtelar Becker Bednar
Bergstrom Bernhard Blanda Boehm Bogan Bosco Boyer Brakus Braun Breitenberg
Brown Buckridge Carroll Cassin Champlin Christiansen Cole Collier Conn
Connelly Considine Corkery Cremin Cronin Crooks Cummerata Daniel Daugherty
Davis DuBuque Durgan Ebert Emard Emmerich Erdman Ernser Fadel Fahey Farrell
Feeney Feil Ferry Fisher Flatley Frami Friesen Fritsch Gerhold Gibson Gislason
Gleason Goodwin Gottlieb Grady Grant Greenholt Grimes Gutmann Hackett Hagenes
Hahn Halvorson Hamill Hammes Hand Hansen Harber Harris Hartmann Harvey Hauck
Heaney Heathcote Hegmann Heller Hessel Hettinger Hickle Hilll Hintz Hirthe
Hodkiewicz Hoeger Homenick Hoppe Howe Huel Hyatt Jacobi Jakubowski Jaskolski
Jenkins Johnston Jones Kassulke Keebler Kemmer Kerluke Kessler Kilback King
Kirlin Kling Koch Koelpin Konopelski Koss Kovacek Kreiger Kuhic Kuhlman Kunze
Kuphal Lakin Langosh Larkin Ledner Leannon Lebsack Legros Lehner Lemke Lind
Lowe Lueilwitz Luettgen Lynch Macejkovic Mann Marks Marquardt Marvin Mayer
McCullough McDermott McGlynn McKenzie Medhurst Metz Miller Mills Mitchell
Moen Mohr Monahan Moore Morar Morissette Mosciski Muller Murazik Nader Nicolas
Nitzsche Nolan O'Connell O'Hara O'Keefe Okuneva Olson Ondricka Orn Ortiz
Pacocha Padberg Pagac Parisian Parker Paucek Pfannerstill Pfeffer Pollich
Pouros Powlowski Predovic Price Prohaska Prosacco Quigley Quitzon Rath
Raynor Reichert Reilly Reinger Renner Rice Ritchie Robel Roberts Rodriguez
Rogahn Rohan Rolfson Romaguera Rosenbaum Rowe Runolfsdottir Rutherford Ryan
Sanford Satterfield Sauer Sawayn Schaden Schiller Schimmel Schmeler Schmidt
Schoen Schroeder Schultz Schumm Schuster Shanahan Shields Simonis Skiles Smith
Spencer Spinka Stamm Stanton Stark Stehr Stiedemann Stokes Stoltenberg
Stracke Streich Stroman Swaniawski Swift Terry Thiel Thompson Tillman Torp
Towne Tremblay Trantow Turcotte Turner Ullrich Upton Vandervort Veum Volkman
Von Walker Walsh Walter Ward Waters Watsica Weber Wehner Weimann Weissnat
Welch West White Wiegand Wilderman Wilkinson Will Williamson Windler
Wintheiser Wisoky Wisozk Witting Wolf Wolff Wuckert Wunsch Wyman Yost Zboncak
Zemlak Ziemann Zulauf
`)

var namePrefixes = []string{"Mr.", "Mrs.", "Ms.", "Miss", "Dr."}

var nameSuffixes = []string{"Jr.", "Sr.", "I", "II", "III", "IV", "V", "MD", "DDS", "PhD", "DVM"}

// loremWords are the Latin words of lorem ipsum sentences.
var loremWords = strings.Fields(`
alias consequatur aut perferendis sit voluptatem accusantium doloremque
aperiam eaque ipsa quae ab illo inventore veritatis et quasi architecto
beatae vitae dicta sunt explicabo aspernatur odit fugit sed quia
consequuntur magni dolores eos qui ratione sequi nesciunt neque dolorem
ipsum dolor amet consectetur adipisci velit non numquam eius modi tempora
incidunt ut labore dolore magnam aliquam quaerat enim ad minima veniam quis
nostrum exercitationem ullam corporis nemo ipsam quo voluptas nulla pariatur
at vero accusamus officiis debitis rerum necessitatibus saepe eveniet
voluptates repudiandae sint molestiae recusandae itaque earum hic tenetur a
sapiente delectus reiciendis cumque maiores doloribus asperiores repellat
similique mollitia animi id est laborum fuga harum quidem facilis expedita
distinctio nam libero tempore soluta nobis eligendi optio nihil impedit
minus quod maxime placeat facere possimus omnis assumenda repellendus
temporibus autem quibusdam deserunt ducimus blanditiis praesentium
voluptatum deleniti atque corrupti quos quas molestias excepturi occaecati
cupiditate provident iure reprehenderit in voluptate velit esse quam nihil
illum dignissimos totam rem laudantium iusto odio unde natus error
perspiciatis commodi consequatur vel eum fugiat
`)

var streetSuffixes = strings.Fields(`
Alley Avenue Bridge Brook Burg Bypass Camp Causeway Center Circle Cliff Common
Corner Court Cove Creek Crossing Drive Estates Expressway Falls Ferry Field
Fork Forge Fort Freeway Garden Gateway Glen Green Grove Harbor Haven Heights
Highway Hill Hollow Island Isle Junction Key Knoll Lake Landing Lane Light
Loaf Lock Locks Lodge Loop Mall Manor Meadow Mill Mission Motorway Mount
Mountain Neck Orchard Oval Park Parkway Pass Path Pike Pine Plain Plaza Point
Port Prairie Radial Ranch Rapid Rest Ridge River Road Route Row Run Shoal
Shore Skyway Spring Springs Square Station Stream Street Summit Terrace Trace
Track Trail Tunnel Turnpike Underpass Union Valley Via Viaduct View Village
Ville Vista Walk Way Well Wells
`)

var cityPrefixes = []string{"North", "East", "West", "South", "New", "Lake", "Port"}

var citySuffixes = strings.Fields(`town ton land ville berg burgh borough bury view port mouth stad furt chester fort haven side shire`)

var countries = strings.Fields(`
Afghanistan Albania Algeria Andorra Angola Argentina Armenia Aruba Australia
Austria Azerbaijan Bahamas Bahrain Bangladesh Barbados Belarus Belgium Belize
Benin Bermuda Bhutan Bolivia Botswana Brazil Bulgaria Burundi Cambodia
Cameroon Canada Chad Chile China Colombia Comoros Croatia Cuba Cyprus Denmark
Djibouti Dominica Ecuador Egypt Eritrea Estonia Ethiopia Fiji Finland France
Gabon Gambia Georgia Germany Ghana Gibraltar Greece Greenland Grenada
Guatemala Guinea Guyana Haiti Honduras Hungary Iceland India Indonesia Iran
Iraq Ireland Israel Italy Jamaica Japan Jordan Kazakhstan Kenya Kiribati
Kuwait Latvia Lebanon Lesotho Liberia Libya Liechtenstein Lithuania
Luxembourg Madagascar Malawi Malaysia Maldives Mali Malta Mauritania
Mauritius Mexico Monaco Mongolia Montenegro Montserrat Morocco Mozambique
Myanmar Namibia Nauru Nepal Netherlands Nicaragua Niger Nigeria Norway Oman
Pakistan Palau Panama Paraguay Peru Philippines Poland Portugal Qatar Romania
Rwanda Samoa Senegal Serbia Seychelles Singapore Slovakia Slovenia Somalia
Spain Sudan Suriname Sweden Switzerland Tajikistan Tanzania Thailand Togo
Tonga Tunisia Turkey Tuvalu Uganda Ukraine Uruguay Uzbekistan Vanuatu
Venezuela Vietnam Yemen Zambia Zimbabwe
`)

// fakeName is "First Last", sometimes with a prefix or a suffix (one name in
// eight each, as Faker's name formats).
func (r *rng) fakeName() string {
	first, last := pick(r, firstNames), pick(r, lastNames)
	switch r.intn(8) {
	case 0:
		return pick(r, namePrefixes) + " " + first + " " + last
	case 1:
		return first + " " + last + " " + pick(r, nameSuffixes)
	default:
		return first + " " + last
	}
}

// sentence is 4 to 9 lorem words, the first capitalised, ending in a period.
func (r *rng) sentence(minWords, maxWords int) string {
	n := r.between(minWords, maxWords)
	var b strings.Builder
	for i := range n {
		w := pick(r, loremWords)
		if i == 0 {
			w = strings.ToUpper(w[:1]) + w[1:]
		} else {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	b.WriteByte('.')
	return b.String()
}

// streetAddress is "4388 Jordan Plaza".
func (r *rng) streetAddress() string {
	var num string
	switch r.intn(3) {
	case 0:
		num = r.digits(3)
	case 1:
		num = r.digits(4)
	default:
		num = r.digits(5)
	}
	num = strings.TrimLeft(num, "0")
	if num == "" {
		num = "1"
	}
	name := pick(r, firstNames)
	if r.intn(2) == 0 {
		name = pick(r, lastNames)
	}
	return num + " " + name + " " + pick(r, streetSuffixes)
}

// city is "East Laverneburgh", "Raquelfurt", ...
func (r *rng) city() string {
	switch r.intn(4) {
	case 0:
		return pick(r, cityPrefixes) + " " + pick(r, firstNames) + pick(r, citySuffixes)
	case 1:
		return pick(r, cityPrefixes) + " " + pick(r, firstNames)
	case 2:
		return pick(r, firstNames) + pick(r, citySuffixes)
	default:
		return pick(r, lastNames) + pick(r, citySuffixes)
	}
}

// fullAddress is seed 000's owner address: "street, city zip, country".
func (r *rng) fullAddress() string {
	zip := r.digits(5)
	if r.intn(4) == 0 {
		zip += "-" + r.digits(4)
	}
	return r.streetAddress() + ", " + r.city() + " " + zip + ", " + pick(r, countries)
}

// iban is a GB IBAN (22 characters) with valid ISO 13616 check digits.
func (r *rng) iban() string {
	bban := r.letters(4) + r.digits(14)
	return "GB" + ibanCheck("GB", bban) + bban
}

// ibanCheck computes the two check digits: move country+"00" after the BBAN,
// turn letters into 10..35, take 98 - (n mod 97).
func ibanCheck(country, bban string) string {
	var digits strings.Builder
	for _, c := range bban + country + "00" {
		if c >= 'A' && c <= 'Z' {
			fmt.Fprintf(&digits, "%d", c-'A'+10)
		} else {
			digits.WriteRune(c)
		}
	}
	n, _ := new(big.Int).SetString(digits.String(), 10)
	mod := new(big.Int).Mod(n, big.NewInt(97)).Int64()
	return fmt.Sprintf("%02d", 98-mod)
}

// validIBAN reports whether an IBAN's check digits are right.
func validIBAN(iban string) bool {
	if len(iban) < 5 {
		return false
	}
	return ibanCheck(iban[:2], iban[4:]) == iban[2:4]
}

// price is Faker's Commerce.price: uniform in [0, 100), truncated to cents.
func (r *rng) price() float64 {
	return float64(int(r.float64()*10000)) / 100
}
