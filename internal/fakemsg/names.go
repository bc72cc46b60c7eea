package fakemsg

import (
	"encoding/hex"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"google.golang.org/protobuf/reflect/protoreflect"
)

// words splits a field or message name into lower-case words:
// "customer_email", "customerEmail" and "CustomerEmail" are all
// [customer email]; "IPAddress" is [ip address].
func words(name string) []string {
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			out = append(out, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(name)
	for i, r := range rs {
		switch {
		case r == '_' || r == '-' || r == '.' || r == ' ':
			flush()
		case unicode.IsUpper(r) && i > 0 && (unicode.IsLower(rs[i-1]) || unicode.IsDigit(rs[i-1]) ||
			(unicode.IsUpper(rs[i-1]) && i+1 < len(rs) && unicode.IsLower(rs[i+1]))):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
	}
	flush()
	return out
}

// has reports whether any of ws is one of names, or its plural.
func has(ws []string, names ...string) bool {
	for _, w := range ws {
		for _, n := range names {
			if strings.HasPrefix(w, n) {
				if rest := w[len(n):]; rest == "" || rest == "s" || rest == "es" {
					return true
				}
			}
		}
	}
	return false
}

var (
	statuses  = []string{"active", "pending", "completed", "cancelled", "on_hold", "archived"}
	roles     = []string{"admin", "editor", "viewer", "owner", "member", "guest"}
	regions   = []string{"eu-west-1", "eu-central-1", "us-east-1", "us-west-2", "ap-south-1", "ap-northeast-1"}
	mimeTypes = []string{"application/json", "application/x-protobuf", "text/plain", "text/html", "image/png", "image/jpeg", "application/pdf"}
	labelKeys = []string{"env", "team", "tier", "region", "channel", "source", "owner", "app", "version", "zone", "component", "release", "campaign", "priority"}
	headers   = []string{"Accept", "Accept-Language", "Cache-Control", "Content-Type", "If-None-Match", "User-Agent", "X-Request-Id", "X-Trace-Id", "Authorization", "Referer"}
)

// text is a string for a field named by h.
func (g *Filler) text(h hint) string {
	f, msg := h.field, h.msg
	switch {
	case has(f, "email", "mail", "emailaddress"):
		return g.f.Email()
	case has(f, "phone", "mobile", "tel", "telephone", "fax", "cell", "msisdn", "phonenumber"):
		return g.f.PhoneFormatted()
	case has(f, "last4") || (has(f, "last") && has(f, "4")):
		return g.f.DigitN(4)
	case has(f, "ip", "ipv4", "ipaddress") || (has(f, "remote") && has(f, "addr")):
		return g.f.IPv4Address()
	case has(f, "uuid", "guid", "id", "uid"):
		return g.f.UUID()
	case has(f, "url", "uri", "website", "homepage", "link", "href", "avatar", "image", "photo", "picture", "logo", "thumbnail", "icon", "endpoint"):
		return g.f.URL()
	case has(f, "firstname", "givenname", "forename"):
		return g.f.FirstName()
	case has(f, "lastname", "surname", "familyname"):
		return g.f.LastName()
	case has(f, "username", "login", "handle", "nickname", "screenname"):
		return g.f.Username()
	case has(f, "fullname", "displayname"):
		return g.f.Name()
	case has(f, "mime", "mimetype", "contenttype", "media") || (has(f, "content") && has(f, "type")):
		return g.f.RandomString(mimeTypes)
	case has(f, "name"):
		return g.name(f, msg)
	case has(f, "city", "town"):
		return g.f.City()
	case has(f, "street", "line1", "line2", "address1", "address2") || (has(f, "address") && has(f, "line")):
		return g.f.Street()
	case has(f, "country") && has(f, "code", "iso", "abbr", "alpha2"):
		return g.f.CountryAbr()
	case has(f, "country"):
		return g.f.Country()
	case has(f, "zip", "zipcode", "postal", "postcode"):
		return g.f.Zip()
	case has(f, "province", "county") || (has(f, "state", "region") && has(msg, "address", "location", "place", "shipping", "billing")):
		return g.f.State()
	case has(f, "region"):
		return g.f.RandomString(regions)
	case has(f, "address"):
		return g.f.Address().Address
	case has(f, "company", "organization", "organisation", "org", "employer", "vendor", "merchant", "manufacturer", "publisher", "supplier", "seller"):
		return g.f.Company()
	case has(f, "brand"):
		if has(msg, "card", "payment") {
			return strings.ToLower(g.f.CreditCardType())
		}
		return g.f.Company()
	case has(f, "title", "headline", "subject"):
		return g.title(msg)
	case has(f, "description", "desc", "bio", "body", "content", "summary", "details", "about", "review", "abstract"):
		return g.f.Sentence() + " " + g.f.Sentence()
	case has(f, "text", "comment", "note", "message", "reason", "remark", "feedback", "caption", "instruction", "question", "answer", "memo"):
		return g.f.Sentence()
	case has(f, "currency"):
		return g.f.CurrencyShort()
	case has(f, "language", "lang", "locale"):
		return g.f.LanguageAbbreviation()
	case has(f, "sku", "code", "barcode", "ean", "upc", "ref", "reference", "coupon", "voucher", "promo"):
		return strings.ToUpper(g.f.Lexify("???")) + "-" + g.f.Numerify("#####")
	case has(f, "color", "colour"):
		if has(f, "hex") {
			return g.f.HexColor()
		}
		return g.f.SafeColor()
	case has(f, "timezone", "tz") || (has(f, "time") && has(f, "zone")):
		return g.f.TimeZoneRegion()
	case has(f, "useragent") || (has(f, "user") && has(f, "agent")):
		return g.f.UserAgent()
	case has(f, "domain", "host", "hostname"):
		return g.f.DomainName()
	case has(f, "gender", "sex"):
		return g.f.Gender()
	case has(f, "job", "occupation", "profession", "position"):
		return g.f.JobTitle()
	case has(f, "role"):
		return g.f.RandomString(roles)
	case has(f, "status", "state", "stage", "phase"):
		return g.f.RandomString(statuses)
	case has(f, "password", "secret", "token", "hash", "digest", "checksum", "signature", "nonce", "salt", "apikey") || (has(f, "key") && has(f, "api")):
		return hex.EncodeToString(g.bytes(hint{field: []string{"hash"}}))
	case has(f, "version"):
		return g.f.AppVersion()
	case has(f, "birthday", "birthdate", "dob") || (has(f, "birth") && has(f, "date")):
		return g.opt.Now.AddDate(-18-g.f.IntN(60), 0, -g.f.IntN(365)).Format(time.DateOnly)
	case has(f, "date", "day"):
		return g.recent(h).Format(time.DateOnly)
	case has(f, "at", "time", "timestamp", "created", "updated", "modified", "deleted", "expires", "expiry"):
		return g.recent(h).Format(time.RFC3339)
	case has(f, "tag", "label", "keyword", "topic"):
		return snake(g.f.Noun())
	case has(f, "category", "department", "genre"):
		return g.f.ProductCategory()
	case has(f, "product", "item"):
		return g.f.ProductName()
	case has(f, "file", "filename", "path"):
		return snake(g.f.Noun()) + "." + g.f.FileExtension()
	case has(f, "iban", "account"):
		return g.f.AchAccount()
	case has(f, "card") && has(f, "number"):
		return g.f.Numerify("4###############")
	case has(f, "method"):
		return g.f.HTTPMethod()
	case has(f, "hobby"):
		return g.f.Hobby()
	case has(f, "slug"):
		return strings.ReplaceAll(snake(g.f.Noun()+" "+g.f.Noun()), "_", "-")
	}
	return g.filler()
}

// name is a "name" or "*_name" field: a person unless the prefix or the
// message says what else (company_name, Product.name, Category.name).
func (g *Filler) name(f, msg []string) string {
	ctx := make([]string, 0, len(f))
	for _, w := range f {
		if w != "name" && w != "names" {
			ctx = append(ctx, w)
		}
	}
	if len(ctx) == 0 {
		ctx = msg
	}
	switch {
	case has(ctx, "first", "given", "middle", "fore"):
		return g.f.FirstName()
	case has(ctx, "last", "family", "sur"):
		return g.f.LastName()
	case has(ctx, "user", "nick", "screen", "login", "account"):
		return g.f.Username()
	case has(ctx, "company", "organization", "organisation", "org", "business", "brand", "vendor", "merchant", "store", "shop", "employer", "manufacturer", "publisher", "supplier", "seller", "team", "bank"):
		return g.f.Company()
	case has(ctx, "product", "item", "article", "goods", "listing"):
		return g.f.ProductName()
	case has(ctx, "category", "department", "genre"):
		return g.f.ProductCategory()
	case has(ctx, "city", "town"):
		return g.f.City()
	case has(ctx, "country"):
		return g.f.Country()
	case has(ctx, "street"):
		return g.f.Street()
	case has(ctx, "domain", "host"):
		return g.f.DomainName()
	case has(ctx, "file"):
		return snake(g.f.Noun()) + "." + g.f.FileExtension()
	case has(ctx, "app", "application", "service", "project", "repo", "repository"):
		return g.f.AppName()
	case has(ctx, "tag", "label"):
		return snake(g.f.Noun())
	}
	return g.f.Name()
}

// title is a "title" in a message: a product's, a person's job, or a
// book-like title.
func (g *Filler) title(msg []string) string {
	switch {
	case has(msg, "item", "product", "line", "listing", "offer", "sku"):
		return g.f.ProductName()
	case has(msg, "person", "user", "employee", "staff", "customer", "contact", "member", "profile", "author", "candidate"):
		return g.f.JobTitle()
	}
	return g.f.BookTitle()
}

// filler is StringLen bytes of lower-case words, for a string whose name
// says nothing.
func (g *Filler) filler() string {
	r := g.opt.StringLen
	n := g.between(r)
	// Whole words only: a word that would pass the maximum is drawn again
	// while the text is still under the minimum, and ends it otherwise.
	var b strings.Builder
	for tries := 0; b.Len() < n && tries < 64; tries++ {
		w := strings.ToLower(g.f.Word())
		sep := min(b.Len(), 1)
		if b.Len()+sep+len(w) > r.Max {
			if b.Len() >= r.Min {
				break
			}
			continue
		}
		if sep == 1 {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	if b.Len() == 0 && r.Max > 0 { // a maximum under every word drawn: part of one
		w := strings.ToLower(g.f.Word())
		k := min(len(w), r.Max)
		for k > 0 && !utf8.RuneStart(w[k]) && k < len(w) {
			k--
		}
		b.WriteString(w[:k])
	}
	return b.String()
}

// key is a map (or Struct) key for a map named by h: label keys for
// labels, header names for headers, UUIDs for maps by id, currency codes
// for prices, language codes for localized names.
func (g *Filler) key(h hint) string {
	f := h.field
	switch {
	case has(f, "header"):
		return g.f.RandomString(headers)
	case has(f, "label", "tag", "attribute", "attr", "metadata", "meta", "annotation", "property", "prop", "extra", "param", "parameter", "setting", "option", "config", "env", "context", "dimension"):
		return g.f.RandomString(labelKeys)
	case has(f, "id", "uuid", "ids"):
		return g.f.UUID()
	case has(f, "price", "rate", "currency", "amount", "balance", "fx"):
		return g.f.CurrencyShort()
	case has(f, "country", "region"):
		return g.f.CountryAbr()
	case has(f, "lang", "language", "locale", "translation", "name", "title", "description", "localized"):
		return g.f.LanguageAbbreviation()
	case has(f, "user", "customer", "member", "owner"):
		return g.f.Username()
	}
	return snake(g.f.Noun())
}

// unixNano reports whether fd, named f, is a 64-bit integer of
// nanoseconds since the epoch (OTLP's start_time_unix_nano): 19 digits,
// which a float64 cannot hold exactly.
func unixNano(fd protoreflect.FieldDescriptor, f []string) bool {
	switch fd.Kind() {
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind, protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return has(f, "nano", "nanos", "ns") && has(f, "time", "timestamp", "at", "unix", "epoch")
	}
	return false
}

// money reports whether a field named f holds an amount of money.
func money(f []string) bool {
	return has(f, "price", "amount", "total", "cost", "subtotal", "balance", "fee", "tax", "salary", "revenue", "payment", "paid",
		"refund", "charge", "spend", "budget", "income", "wage", "tip", "shipping", "fare", "money")
}

// number is a number for a numeric field named by h; integer kinds round
// it.
func (g *Filler) number(fd protoreflect.FieldDescriptor, h hint) float64 {
	f := h.field
	k := fd.Kind()
	isFloat := k == protoreflect.FloatKind || k == protoreflect.DoubleKind
	signed := k == protoreflect.Sint32Kind || k == protoreflect.Sint64Kind || k == protoreflect.Sfixed32Kind || k == protoreflect.Sfixed64Kind
	wide := k == protoreflect.Int64Kind || k == protoreflect.Sint64Kind || k == protoreflect.Sfixed64Kind || k == protoreflect.Uint64Kind || k == protoreflect.Fixed64Kind
	in := func(lo, hi int) float64 { return float64(g.f.IntRange(lo, hi)) }
	name := strings.Join(f, "_")
	switch {
	case name == "id" && !isFloat:
		g.ids[h.key]++
		return float64(g.ids[h.key])
	case has(f, "id", "uid") && !isFloat:
		return in(1, 100_000)
	case has(f, "lat", "latitude"):
		return round(g.f.Latitude(), 6)
	case has(f, "lon", "lng", "long", "longitude"):
		return round(g.f.Longitude(), 6)
	case name == "units":
		return in(1, 500)
	case name == "nanos" && has(h.msg, "money", "price", "amount", "cost"):
		return in(0, 99) * 10_000_000
	case unixNano(fd, f):
		return float64(g.recent(h).UnixNano()) // not reached from scalar, which keeps it exact
	case has(f, "nanos"):
		return in(0, 999_999_999)
	case has(f, "cents", "pence", "minor"):
		return in(100, 99_999)
	case money(f):
		switch {
		case signed && has(f, "delta", "change", "diff", "adjustment", "net"):
			return in(-1000, 1000)
		case isFloat:
			return g.f.Price(1, 500)
		}
		return in(1, 1000)
	case has(f, "discount", "rate", "ratio", "fraction", "probability", "share", "factor"):
		if isFloat {
			return round(g.f.Float64Range(0.05, 0.5), 2)
		}
		return in(1, 50)
	case has(f, "percent", "percentage", "pct"):
		if isFloat {
			return round(g.f.Float64Range(0, 100), 1)
		}
		return in(0, 100)
	case has(f, "quantity", "qty", "stock", "piece", "copy", "copies", "seat", "guest", "item", "unit", "count", "num", "size") && !has(f, "font"):
		return in(1, 10)
	case has(f, "age"):
		return in(18, 90)
	case has(f, "year"):
		return in(g.opt.Now.Year()-30, g.opt.Now.Year())
	case has(f, "month"):
		return in(1, 12)
	case has(f, "day"):
		return in(1, 28)
	case has(f, "hour"):
		return in(0, 23)
	case has(f, "minute"):
		return in(0, 59)
	case has(f, "rating", "score", "star", "rank", "grade"):
		if isFloat {
			return round(g.f.Float64Range(1, 5), 1)
		}
		return in(1, 5)
	case has(f, "weight", "height", "width", "length", "depth", "volume", "distance", "mass", "radius", "area"):
		if isFloat {
			return round(g.f.Float64Range(0.1, 50), 2)
		}
		return in(1, 1000)
	case has(f, "temperature", "temp"):
		return round(g.f.Float64Range(-10, 35), 1)
	case has(f, "port"):
		return in(1024, 65535)
	case has(f, "duration", "timeout", "latency", "elapsed", "ttl", "interval", "delay", "took", "spent"):
		if isFloat {
			return round(g.f.Float64Range(0.1, 60), 2)
		}
		return in(1, 5000)
	case has(f, "at", "timestamp", "epoch", "created", "updated", "modified", "deleted", "time", "date", "expires", "expiry"):
		t := g.recent(h)
		switch {
		case wide && has(f, "ms", "millis", "milliseconds"):
			return float64(t.UnixMilli())
		case wide && has(f, "us", "micros", "microseconds"):
			return float64(t.UnixMicro())
		}
		return float64(t.Unix())
	case has(f, "ms", "millis", "seconds", "secs", "sec"):
		return in(1, 5000)
	case has(f, "zip", "postal", "postcode"):
		return in(10_000, 99_999)
	case has(f, "version", "revision", "generation"):
		return in(1, 20)
	case has(f, "priority", "level", "tier", "severity"):
		return in(1, 5)
	case isFloat:
		return round(g.f.Float64Range(0, 1000), 2)
	case signed:
		return in(-1000, 1000)
	case wide:
		return in(1, 1_000_000)
	}
	return in(1, 10_000)
}
