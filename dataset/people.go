package dataset

import (
	"strconv"

	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
)

// PeopleCount is the size of seed 004's GET /people answer.
const PeopleCount = 50_000

// GeneratePeople builds seed 004's People exactly as the article's Java loop
// does for i = 0..n-1: "Person Number i", mobiles "111111i" and "222222i",
// emails "emailpersoni@somewhere.com" and "otheremailpersoni@somewhere.com",
// and two identical addresses "Street Number i" / i. The article shows the
// loop body only; it starts at 0 here, as a Java for loop would.
//
// The people are a pure function of n (no randomness), so they are built at
// boot rather than stored.
func GeneratePeople(n int) *peoplev1.People {
	people := &peoplev1.People{Person: make([]*peoplev1.Person, n)}
	// One backing array per message type: 50,000 persons in four allocations
	// instead of 150,000.
	persons := make([]peoplev1.Person, n)
	addrs := make([]peoplev1.Address, 2*n)
	addrPtrs := make([]*peoplev1.Address, 2*n)
	strs := make([]string, 4*n)
	for i := range n {
		s := strconv.Itoa(i)
		street := "Street Number " + s
		a1, a2 := &addrs[2*i], &addrs[2*i+1]
		a1.Street, a1.Number = street, int32(i)
		a2.Street, a2.Number = street, int32(i)
		addrPtrs[2*i], addrPtrs[2*i+1] = a1, a2
		strs[4*i] = "111111" + s
		strs[4*i+1] = "222222" + s
		strs[4*i+2] = "emailperson" + s + "@somewhere.com"
		strs[4*i+3] = "otheremailperson" + s + "@somewhere.com"
		p := &persons[i]
		p.Name = "Person Number " + s
		p.Address = addrPtrs[2*i : 2*i+2 : 2*i+2]
		p.Mobile = strs[4*i : 4*i+2 : 4*i+2]
		p.Email = strs[4*i+2 : 4*i+4 : 4*i+4]
		people.Person[i] = p
	}
	return people
}
