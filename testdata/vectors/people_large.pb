
†
Person Number 0
Street Number 0
Street Number 011111102222220"emailperson0@somewhere.com"otheremailperson0@somewhere.com
Š
Person Number 1
Street Number 1
Street Number 111111112222221"emailperson1@somewhere.com"otheremailperson1@somewhere.com
Š
Person Number 2
Street Number 2
Street Number 211111122222222"emailperson2@somewhere.com"otheremailperson2@somewhere.com
Š
Person Number 3
Street Number 3
Street Number 311111132222223"emailperson3@somewhere.com"otheremailperson3@somewhere.com
Š
Person Number 4
Street Number 4
Street Number 411111142222224"emailperson4@somewhere.com"otheremailperson4@somewhere.com
Š
Person Number 5
Street Number 5
Street Number 511111152222225"emailperson5@somewhere.com"otheremailperson5@somewhere.com
Š
Person Number 6
Street Number 6
Street Number 611111162222226"emailperson6@somewhere.com"otheremailperson6@somewhere.com
Š
Person Number 7
Street Number 7
Street Number 711111172222227"emailperson7@somewhere.com"otheremailperson7@somewhere.com
Š
Person Number 8
Street Number 8
Street Number 811111182222228"emailperson8@somewhere.com"otheremailperson8@somewhere.com
Š
Person Number 9
Street Number 9	
Street Number 9	11111192222229"emailperson9@somewhere.com"otheremailperson9@somewhere.com
‘
Person Number 10
Street Number 10

Street Number 10
1111111022222210"emailperson10@somewhere.com" otheremailperson10@somewhere.com
‘
Person Number 11
Street Number 11
Street Number 111111111122222211"emailperson11@somewhere.com" otheremailperson11@somewhere.com
‘
Person Number 12
Street Number 12
Street Number 121111111222222212"emailperson12@somewhere.com" otheremailperson12@somewhere.com
‘
Person Number 13
Street Number 13
Street Number 131111111322222213"emailperson13@somewhere.com" otheremailperson13@somewhere.com
‘
Person Number 14
Street Number 14
Street Number 141111111422222214"emailperson14@somewhere.com" otheremailperson14@somewhere.com
‘
Person Number 15
Street Number 15
Street Number 151111111522222215"emailperson15@somewhere.com" otheremailperson15@somewhere.com
‘
Person Number 16
Street Number 16
Street Number 161111111622222216"emailperson16@somewhere.com" otheremailperson16@somewhere.com
‘
Person Number 17
Street Number 17
Street Number 171111111722222217"emailperson17@somewhere.com" otheremailperson17@somewhere.com
‘
Person Number 18
Street Number 18
Street Number 181111111822222218"emailperson18@somewhere.com" otheremailperson18@somewhere.com
‘
Person Number 19
Street Number 19
Street Number 191111111922222219"emailperson19@somewhere.com" otheremailperson19@somewhere.com
‘
Person Number 20
Street Number 20
Street Number 201111112022222220"emailperson20@somewhere.com" otheremailperson20@somewhere.com
‘
Person Number 21
Street Number 21
Street Number 211111112122222221"emailperson21@somewhere.com" otheremailperson21@somewhere.com
‘
Person Number 22
Street Number 22
Street Number 221111112222222222"emailperson22@somewhere.com" otheremailperson22@somewhere.com
‘
Person Number 23
Street Number 23
Street Number 231111112322222223"emailperson23@somewhere.com" otheremailperson23@somewhere.com
‘
Person Number 24
Street Number 24
Street Number 241111112422222224"emailperson24@somewhere.com" otheremailperson24@somewhere.com
‘
Person Number 25
Street Number 25
Street Number 251111112522222225"emailperson25@somewhere.com" otheremailperson25@somewhere.com
‘
Person Number 26
Street Number 26
Street Number 261111112622222226"emailperson26@somewhere.com" otheremailperson26@somewhere.com
‘
Person Number 27
Street Number 27
Street Number 271111112722222227"emailperson27@somewhere.com" otheremailperson27@somewhere.com
‘
Person Number 28
Street Number 28
Street Number 281111112822222228"emailperson28@somewhere.com" otheremailperson28@somewhere.com
‘
Person Number 29
Street Number 29
Street Number 291111112922222229"emailperson29@somewhere.com" otheremailperson29@somewhere.com
‘
Person Number 30
Street Number 30
Street Number 301111113022222230"emailperson30@somewhere.com" otheremailperson30@somewhere.com
‘
Person Number 31
Street Number 31
Street Number 311111113122222231"emailperson31@somewhere.com" otheremailperson31@somewhere.com
‘
Person Number 32
Street Number 32 
Street Number 32 1111113222222232"emailperson32@somewhere.com" otheremailperson32@somewhere.com
‘
Person Number 33
Street Number 33!
Street Number 33!1111113322222233"emailperson33@somewhere.com" otheremailperson33@somewhere.com
‘
Person Number 34
Street Number 34"
Street Number 34"1111113422222234"emailperson34@somewhere.com" otheremailperson34@somewhere.com
‘
Person Number 35
Street Number 35#
Street Number 35#1111113522222235"emailperson35@somewhere.com" otheremailperson35@somewhere.com
‘
Person Number 36
Street Number 36$
Street Number 36$1111113622222236"emailperson36@somewhere.com" otheremailperson36@somewhere.com
‘
Person Number 37
Street Number 37%
Street Number 37%1111113722222237"emailperson37@somewhere.com" otheremailperson37@somewhere.com
‘
Person Number 38
Street Number 38&
Street Number 38&1111113822222238"emailperson38@somewhere.com" otheremailperson38@somewhere.com
‘
Person Number 39
Street Number 39'
Street Number 39'1111113922222239"emailperson39@somewhere.com" otheremailperson39@somewhere.com
‘
Person Number 40
Street Number 40(
Street Number 40(1111114022222240"emailperson40@somewhere.com" otheremailperson40@somewhere.com
‘
Person Number 41
Street Number 41)
Street Number 41)1111114122222241"emailperson41@somewhere.com" otheremailperson41@somewhere.com
‘
Person Number 42
Street Number 42*
Street Number 42*1111114222222242"emailperson42@somewhere.com" otheremailperson42@somewhere.com
‘
Person Number 43
Street Number 43+
Street Number 43+1111114322222243"emailperson43@somewhere.com" otheremailperson43@somewhere.com
‘
Person Number 44
Street Number 44,
Street Number 44,1111114422222244"emailperson44@somewhere.com" otheremailperson44@somewhere.com
‘
Person Number 45
Street Number 45-
Street Number 45-1111114522222245"emailperson45@somewhere.com" otheremailperson45@somewhere.com
‘
Person Number 46
Street Number 46.
Street Number 46.1111114622222246"emailperson46@somewhere.com" otheremailperson46@somewhere.com
‘
Person Number 47
Street Number 47/
Street Number 47/1111114722222247"emailperson47@somewhere.com" otheremailperson47@somewhere.com
‘
Person Number 48
Street Number 480
Street Number 4801111114822222248"emailperson48@somewhere.com" otheremailperson48@somewhere.com
‘
Person Number 49
Street Number 491
Street Number 4911111114922222249"emailperson49@somewhere.com" otheremailperson49@somewhere.com
‘
Person Number 50
Street Number 502
Street Number 5021111115022222250"emailperson50@somewhere.com" otheremailperson50@somewhere.com
‘
Person Number 51
Street Number 513
Street Number 5131111115122222251"emailperson51@somewhere.com" otheremailperson51@somewhere.com
‘
Person Number 52
Street Number 524
Street Number 5241111115222222252"emailperson52@somewhere.com" otheremailperson52@somewhere.com
‘
Person Number 53
Street Number 535
Street Number 5351111115322222253"emailperson53@somewhere.com" otheremailperson53@somewhere.com
‘
Person Number 54
Street Number 546
Street Number 5461111115422222254"emailperson54@somewhere.com" otheremailperson54@somewhere.com
‘
Person Number 55
Street Number 557
Street Number 5571111115522222255"emailperson55@somewhere.com" otheremailperson55@somewhere.com
‘
Person Number 56
Street Number 568
Street Number 5681111115622222256"emailperson56@somewhere.com" otheremailperson56@somewhere.com
‘
Person Number 57
Street Number 579
Street Number 5791111115722222257"emailperson57@somewhere.com" otheremailperson57@somewhere.com
‘
Person Number 58
Street Number 58:
Street Number 58:1111115822222258"emailperson58@somewhere.com" otheremailperson58@somewhere.com
‘
Person Number 59
Street Number 59;
Street Number 59;1111115922222259"emailperson59@somewhere.com" otheremailperson59@somewhere.com
‘
Person Number 60
Street Number 60<
Street Number 60<1111116022222260"emailperson60@somewhere.com" otheremailperson60@somewhere.com
‘
Person Number 61
Street Number 61=
Street Number 61=1111116122222261"emailperson61@somewhere.com" otheremailperson61@somewhere.com
‘
Person Number 62
Street Number 62>
Street Number 62>1111116222222262"emailperson62@somewhere.com" otheremailperson62@somewhere.com
‘
Person Number 63
Street Number 63?
Street Number 63?1111116322222263"emailperson63@somewhere.com" otheremailperson63@somewhere.com
‘
Person Number 64
Street Number 64@
Street Number 64@1111116422222264"emailperson64@somewhere.com" otheremailperson64@somewhere.com
‘
Person Number 65
Street Number 65A
Street Number 65A1111116522222265"emailperson65@somewhere.com" otheremailperson65@somewhere.com
‘
Person Number 66
Street Number 66B
Street Number 66B1111116622222266"emailperson66@somewhere.com" otheremailperson66@somewhere.com
‘
Person Number 67
Street Number 67C
Street Number 67C1111116722222267"emailperson67@somewhere.com" otheremailperson67@somewhere.com
‘
Person Number 68
Street Number 68D
Street Number 68D1111116822222268"emailperson68@somewhere.com" otheremailperson68@somewhere.com
‘
Person Number 69
Street Number 69E
Street Number 69E1111116922222269"emailperson69@somewhere.com" otheremailperson69@somewhere.com
‘
Person Number 70
Street Number 70F
Street Number 70F1111117022222270"emailperson70@somewhere.com" otheremailperson70@somewhere.com
‘
Person Number 71
Street Number 71G
Street Number 71G1111117122222271"emailperson71@somewhere.com" otheremailperson71@somewhere.com
‘
Person Number 72
Street Number 72H
Street Number 72H1111117222222272"emailperson72@somewhere.com" otheremailperson72@somewhere.com
‘
Person Number 73
Street Number 73I
Street Number 73I1111117322222273"emailperson73@somewhere.com" otheremailperson73@somewhere.com
‘
Person Number 74
Street Number 74J
Street Number 74J1111117422222274"emailperson74@somewhere.com" otheremailperson74@somewhere.com
‘
Person Number 75
Street Number 75K
Street Number 75K1111117522222275"emailperson75@somewhere.com" otheremailperson75@somewhere.com
‘
Person Number 76
Street Number 76L
Street Number 76L1111117622222276"emailperson76@somewhere.com" otheremailperson76@somewhere.com
‘
Person Number 77
Street Number 77M
Street Number 77M1111117722222277"emailperson77@somewhere.com" otheremailperson77@somewhere.com
‘
Person Number 78
Street Number 78N
Street Number 78N1111117822222278"emailperson78@somewhere.com" otheremailperson78@somewhere.com
‘
Person Number 79
Street Number 79O
Street Number 79O1111117922222279"emailperson79@somewhere.com" otheremailperson79@somewhere.com
‘
Person Number 80
Street Number 80P
Street Number 80P1111118022222280"emailperson80@somewhere.com" otheremailperson80@somewhere.com
‘
Person Number 81
Street Number 81Q
Street Number 81Q1111118122222281"emailperson81@somewhere.com" otheremailperson81@somewhere.com
‘
Person Number 82
Street Number 82R
Street Number 82R1111118222222282"emailperson82@somewhere.com" otheremailperson82@somewhere.com
‘
Person Number 83
Street Number 83S
Street Number 83S1111118322222283"emailperson83@somewhere.com" otheremailperson83@somewhere.com
‘
Person Number 84
Street Number 84T
Street Number 84T1111118422222284"emailperson84@somewhere.com" otheremailperson84@somewhere.com
‘
Person Number 85
Street Number 85U
Street Number 85U1111118522222285"emailperson85@somewhere.com" otheremailperson85@somewhere.com
‘
Person Number 86
Street Number 86V
Street Number 86V1111118622222286"emailperson86@somewhere.com" otheremailperson86@somewhere.com
‘
Person Number 87
Street Number 87W
Street Number 87W1111118722222287"emailperson87@somewhere.com" otheremailperson87@somewhere.com
‘
Person Number 88
Street Number 88X
Street Number 88X1111118822222288"emailperson88@somewhere.com" otheremailperson88@somewhere.com
‘
Person Number 89
Street Number 89Y
Street Number 89Y1111118922222289"emailperson89@somewhere.com" otheremailperson89@somewhere.com
‘
Person Number 90
Street Number 90Z
Street Number 90Z1111119022222290"emailperson90@somewhere.com" otheremailperson90@somewhere.com
‘
Person Number 91
Street Number 91[
Street Number 91[1111119122222291"emailperson91@somewhere.com" otheremailperson91@somewhere.com
‘
Person Number 92
Street Number 92\
Street Number 92\1111119222222292"emailperson92@somewhere.com" otheremailperson92@somewhere.com
‘
Person Number 93
Street Number 93]
Street Number 93]1111119322222293"emailperson93@somewhere.com" otheremailperson93@somewhere.com
‘
Person Number 94
Street Number 94^
Street Number 94^1111119422222294"emailperson94@somewhere.com" otheremailperson94@somewhere.com
‘
Person Number 95
Street Number 95_
Street Number 95_1111119522222295"emailperson95@somewhere.com" otheremailperson95@somewhere.com
‘
Person Number 96
Street Number 96`
Street Number 96`1111119622222296"emailperson96@somewhere.com" otheremailperson96@somewhere.com
‘
Person Number 97
Street Number 97a
Street Number 97a1111119722222297"emailperson97@somewhere.com" otheremailperson97@somewhere.com
‘
Person Number 98
Street Number 98b
Street Number 98b1111119822222298"emailperson98@somewhere.com" otheremailperson98@somewhere.com
‘
Person Number 99
Street Number 99c
Street Number 99c1111119922222299"emailperson99@somewhere.com" otheremailperson99@somewhere.com
˜
Person Number 100
Street Number 100d
Street Number 100d	111111100	222222100"emailperson100@somewhere.com"!otheremailperson100@somewhere.com
˜
Person Number 101
Street Number 101e
Street Number 101e	111111101	222222101"emailperson101@somewhere.com"!otheremailperson101@somewhere.com
˜
Person Number 102
Street Number 102f
Street Number 102f	111111102	222222102"emailperson102@somewhere.com"!otheremailperson102@somewhere.com
˜
Person Number 103
Street Number 103g
Street Number 103g	111111103	222222103"emailperson103@somewhere.com"!otheremailperson103@somewhere.com
˜
Person Number 104
Street Number 104h
Street Number 104h	111111104	222222104"emailperson104@somewhere.com"!otheremailperson104@somewhere.com
˜
Person Number 105
Street Number 105i
Street Number 105i	111111105	222222105"emailperson105@somewhere.com"!otheremailperson105@somewhere.com
˜
Person Number 106
Street Number 106j
Street Number 106j	111111106	222222106"emailperson106@somewhere.com"!otheremailperson106@somewhere.com
˜
Person Number 107
Street Number 107k
Street Number 107k	111111107	222222107"emailperson107@somewhere.com"!otheremailperson107@somewhere.com
˜
Person Number 108
Street Number 108l
Street Number 108l	111111108	222222108"emailperson108@somewhere.com"!otheremailperson108@somewhere.com
˜
Person Number 109
Street Number 109m
Street Number 109m	111111109	222222109"emailperson109@somewhere.com"!otheremailperson109@somewhere.com
˜
Person Number 110
Street Number 110n
Street Number 110n	111111110	222222110"emailperson110@somewhere.com"!otheremailperson110@somewhere.com
˜
Person Number 111
Street Number 111o
Street Number 111o	111111111	222222111"emailperson111@somewhere.com"!otheremailperson111@somewhere.com
˜
Person Number 112
Street Number 112p
Street Number 112p	111111112	222222112"emailperson112@somewhere.com"!otheremailperson112@somewhere.com
˜
Person Number 113
Street Number 113q
Street Number 113q	111111113	222222113"emailperson113@somewhere.com"!otheremailperson113@somewhere.com
˜
Person Number 114
Street Number 114r
Street Number 114r	111111114	222222114"emailperson114@somewhere.com"!otheremailperson114@somewhere.com
˜
Person Number 115
Street Number 115s
Street Number 115s	111111115	222222115"emailperson115@somewhere.com"!otheremailperson115@somewhere.com
˜
Person Number 116
Street Number 116t
Street Number 116t	111111116	222222116"emailperson116@somewhere.com"!otheremailperson116@somewhere.com
˜
Person Number 117
Street Number 117u
Street Number 117u	111111117	222222117"emailperson117@somewhere.com"!otheremailperson117@somewhere.com
˜
Person Number 118
Street Number 118v
Street Number 118v	111111118	222222118"emailperson118@somewhere.com"!otheremailperson118@somewhere.com
˜
Person Number 119
Street Number 119w
Street Number 119w	111111119	222222119"emailperson119@somewhere.com"!otheremailperson119@somewhere.com
˜
Person Number 120
Street Number 120x
Street Number 120x	111111120	222222120"emailperson120@somewhere.com"!otheremailperson120@somewhere.com
˜
Person Number 121
Street Number 121y
Street Number 121y	111111121	222222121"emailperson121@somewhere.com"!otheremailperson121@somewhere.com
˜
Person Number 122
Street Number 122z
Street Number 122z	111111122	222222122"emailperson122@somewhere.com"!otheremailperson122@somewhere.com
˜
Person Number 123
Street Number 123{
Street Number 123{	111111123	222222123"emailperson123@somewhere.com"!otheremailperson123@somewhere.com
˜
Person Number 124
Street Number 124|
Street Number 124|	111111124	222222124"emailperson124@somewhere.com"!otheremailperson124@somewhere.com
˜
Person Number 125
Street Number 125}
Street Number 125}	111111125	222222125"emailperson125@somewhere.com"!otheremailperson125@somewhere.com
˜
Person Number 126
Street Number 126~
Street Number 126~	111111126	222222126"emailperson126@somewhere.com"!otheremailperson126@somewhere.com
˜
Person Number 127
Street Number 127
Street Number 127	111111127	222222127"emailperson127@somewhere.com"!otheremailperson127@somewhere.com
š
Person Number 128
Street Number 128€
Street Number 128€	111111128	222222128"emailperson128@somewhere.com"!otheremailperson128@somewhere.com
š
Person Number 129
Street Number 129
Street Number 129	111111129	222222129"emailperson129@somewhere.com"!otheremailperson129@somewhere.com
š
Person Number 130
Street Number 130‚
Street Number 130‚	111111130	222222130"emailperson130@somewhere.com"!otheremailperson130@somewhere.com
š
Person Number 131
Street Number 131ƒ
Street Number 131ƒ	111111131	222222131"emailperson131@somewhere.com"!otheremailperson131@somewhere.com
š
Person Number 132
Street Number 132„
Street Number 132„	111111132	222222132"emailperson132@somewhere.com"!otheremailperson132@somewhere.com
š
Person Number 133
Street Number 133…
Street Number 133…	111111133	222222133"emailperson133@somewhere.com"!otheremailperson133@somewhere.com
š
Person Number 134
Street Number 134†
Street Number 134†	111111134	222222134"emailperson134@somewhere.com"!otheremailperson134@somewhere.com
š
Person Number 135
Street Number 135‡
Street Number 135‡	111111135	222222135"emailperson135@somewhere.com"!otheremailperson135@somewhere.com
š
Person Number 136
Street Number 136ˆ
Street Number 136ˆ	111111136	222222136"emailperson136@somewhere.com"!otheremailperson136@somewhere.com
š
Person Number 137
Street Number 137‰
Street Number 137‰	111111137	222222137"emailperson137@somewhere.com"!otheremailperson137@somewhere.com
š
Person Number 138
Street Number 138Š
Street Number 138Š	111111138	222222138"emailperson138@somewhere.com"!otheremailperson138@somewhere.com
š
Person Number 139
Street Number 139‹
Street Number 139‹	111111139	222222139"emailperson139@somewhere.com"!otheremailperson139@somewhere.com
š
Person Number 140
Street Number 140Œ
Street Number 140Œ	111111140	222222140"emailperson140@somewhere.com"!otheremailperson140@somewhere.com
š
Person Number 141
Street Number 141
Street Number 141	111111141	222222141"emailperson141@somewhere.com"!otheremailperson141@somewhere.com
š
Person Number 142
Street Number 142
Street Number 142	111111142	222222142"emailperson142@somewhere.com"!otheremailperson142@somewhere.com
š
Person Number 143
Street Number 143
Street Number 143	111111143	222222143"emailperson143@somewhere.com"!otheremailperson143@somewhere.com
š
Person Number 144
Street Number 144
Street Number 144	111111144	222222144"emailperson144@somewhere.com"!otheremailperson144@somewhere.com
š
Person Number 145
Street Number 145‘
Street Number 145‘	111111145	222222145"emailperson145@somewhere.com"!otheremailperson145@somewhere.com
š
Person Number 146
Street Number 146’
Street Number 146’	111111146	222222146"emailperson146@somewhere.com"!otheremailperson146@somewhere.com
š
Person Number 147
Street Number 147“
Street Number 147“	111111147	222222147"emailperson147@somewhere.com"!otheremailperson147@somewhere.com
š
Person Number 148
Street Number 148”
Street Number 148”	111111148	222222148"emailperson148@somewhere.com"!otheremailperson148@somewhere.com
š
Person Number 149
Street Number 149•
Street Number 149•	111111149	222222149"emailperson149@somewhere.com"!otheremailperson149@somewhere.com
š
Person Number 150
Street Number 150–
Street Number 150–	111111150	222222150"emailperson150@somewhere.com"!otheremailperson150@somewhere.com
š
Person Number 151
Street Number 151—
Street Number 151—	111111151	222222151"emailperson151@somewhere.com"!otheremailperson151@somewhere.com
š
Person Number 152
Street Number 152˜
Street Number 152˜	111111152	222222152"emailperson152@somewhere.com"!otheremailperson152@somewhere.com
š
Person Number 153
Street Number 153™
Street Number 153™	111111153	222222153"emailperson153@somewhere.com"!otheremailperson153@somewhere.com
š
Person Number 154
Street Number 154š
Street Number 154š	111111154	222222154"emailperson154@somewhere.com"!otheremailperson154@somewhere.com
š
Person Number 155
Street Number 155›
Street Number 155›	111111155	222222155"emailperson155@somewhere.com"!otheremailperson155@somewhere.com
š
Person Number 156
Street Number 156œ
Street Number 156œ	111111156	222222156"emailperson156@somewhere.com"!otheremailperson156@somewhere.com
š
Person Number 157
Street Number 157
Street Number 157	111111157	222222157"emailperson157@somewhere.com"!otheremailperson157@somewhere.com
š
Person Number 158
Street Number 158
Street Number 158	111111158	222222158"emailperson158@somewhere.com"!otheremailperson158@somewhere.com
š
Person Number 159
Street Number 159Ÿ
Street Number 159Ÿ	111111159	222222159"emailperson159@somewhere.com"!otheremailperson159@somewhere.com
š
Person Number 160
Street Number 160 
Street Number 160 	111111160	222222160"emailperson160@somewhere.com"!otheremailperson160@somewhere.com
š
Person Number 161
Street Number 161¡
Street Number 161¡	111111161	222222161"emailperson161@somewhere.com"!otheremailperson161@somewhere.com
š
Person Number 162
Street Number 162¢
Street Number 162¢	111111162	222222162"emailperson162@somewhere.com"!otheremailperson162@somewhere.com
š
Person Number 163
Street Number 163£
Street Number 163£	111111163	222222163"emailperson163@somewhere.com"!otheremailperson163@somewhere.com
š
Person Number 164
Street Number 164¤
Street Number 164¤	111111164	222222164"emailperson164@somewhere.com"!otheremailperson164@somewhere.com
š
Person Number 165
Street Number 165¥
Street Number 165¥	111111165	222222165"emailperson165@somewhere.com"!otheremailperson165@somewhere.com
š
Person Number 166
Street Number 166¦
Street Number 166¦	111111166	222222166"emailperson166@somewhere.com"!otheremailperson166@somewhere.com
š
Person Number 167
Street Number 167§
Street Number 167§	111111167	222222167"emailperson167@somewhere.com"!otheremailperson167@somewhere.com
š
Person Number 168
Street Number 168¨
Street Number 168¨	111111168	222222168"emailperson168@somewhere.com"!otheremailperson168@somewhere.com
š
Person Number 169
Street Number 169©
Street Number 169©	111111169	222222169"emailperson169@somewhere.com"!otheremailperson169@somewhere.com
š
Person Number 170
Street Number 170ª
Street Number 170ª	111111170	222222170"emailperson170@somewhere.com"!otheremailperson170@somewhere.com
š
Person Number 171
Street Number 171«
Street Number 171«	111111171	222222171"emailperson171@somewhere.com"!otheremailperson171@somewhere.com
š
Person Number 172
Street Number 172¬
Street Number 172¬	111111172	222222172"emailperson172@somewhere.com"!otheremailperson172@somewhere.com
š
Person Number 173
Street Number 173­
Street Number 173­	111111173	222222173"emailperson173@somewhere.com"!otheremailperson173@somewhere.com
š
Person Number 174
Street Number 174®
Street Number 174®	111111174	222222174"emailperson174@somewhere.com"!otheremailperson174@somewhere.com
š
Person Number 175
Street Number 175¯
Street Number 175¯	111111175	222222175"emailperson175@somewhere.com"!otheremailperson175@somewhere.com
š
Person Number 176
Street Number 176°
Street Number 176°	111111176	222222176"emailperson176@somewhere.com"!otheremailperson176@somewhere.com
š
Person Number 177
Street Number 177±
Street Number 177±	111111177	222222177"emailperson177@somewhere.com"!otheremailperson177@somewhere.com
š
Person Number 178
Street Number 178²
Street Number 178²	111111178	222222178"emailperson178@somewhere.com"!otheremailperson178@somewhere.com
š
Person Number 179
Street Number 179³
Street Number 179³	111111179	222222179"emailperson179@somewhere.com"!otheremailperson179@somewhere.com
š
Person Number 180
Street Number 180´
Street Number 180´	111111180	222222180"emailperson180@somewhere.com"!otheremailperson180@somewhere.com
š
Person Number 181
Street Number 181µ
Street Number 181µ	111111181	222222181"emailperson181@somewhere.com"!otheremailperson181@somewhere.com
š
Person Number 182
Street Number 182¶
Street Number 182¶	111111182	222222182"emailperson182@somewhere.com"!otheremailperson182@somewhere.com
š
Person Number 183
Street Number 183·
Street Number 183·	111111183	222222183"emailperson183@somewhere.com"!otheremailperson183@somewhere.com
š
Person Number 184
Street Number 184¸
Street Number 184¸	111111184	222222184"emailperson184@somewhere.com"!otheremailperson184@somewhere.com
š
Person Number 185
Street Number 185¹
Street Number 185¹	111111185	222222185"emailperson185@somewhere.com"!otheremailperson185@somewhere.com
š
Person Number 186
Street Number 186º
Street Number 186º	111111186	222222186"emailperson186@somewhere.com"!otheremailperson186@somewhere.com
š
Person Number 187
Street Number 187»
Street Number 187»	111111187	222222187"emailperson187@somewhere.com"!otheremailperson187@somewhere.com
š
Person Number 188
Street Number 188¼
Street Number 188¼	111111188	222222188"emailperson188@somewhere.com"!otheremailperson188@somewhere.com
š
Person Number 189
Street Number 189½
Street Number 189½	111111189	222222189"emailperson189@somewhere.com"!otheremailperson189@somewhere.com
š
Person Number 190
Street Number 190¾
Street Number 190¾	111111190	222222190"emailperson190@somewhere.com"!otheremailperson190@somewhere.com
š
Person Number 191
Street Number 191¿
Street Number 191¿	111111191	222222191"emailperson191@somewhere.com"!otheremailperson191@somewhere.com
š
Person Number 192
Street Number 192À
Street Number 192À	111111192	222222192"emailperson192@somewhere.com"!otheremailperson192@somewhere.com
š
Person Number 193
Street Number 193Á
Street Number 193Á	111111193	222222193"emailperson193@somewhere.com"!otheremailperson193@somewhere.com
š
Person Number 194
Street Number 194Â
Street Number 194Â	111111194	222222194"emailperson194@somewhere.com"!otheremailperson194@somewhere.com
š
Person Number 195
Street Number 195Ã
Street Number 195Ã	111111195	222222195"emailperson195@somewhere.com"!otheremailperson195@somewhere.com
š
Person Number 196
Street Number 196Ä
Street Number 196Ä	111111196	222222196"emailperson196@somewhere.com"!otheremailperson196@somewhere.com
š
Person Number 197
Street Number 197Å
Street Number 197Å	111111197	222222197"emailperson197@somewhere.com"!otheremailperson197@somewhere.com
š
Person Number 198
Street Number 198Æ
Street Number 198Æ	111111198	222222198"emailperson198@somewhere.com"!otheremailperson198@somewhere.com
š
Person Number 199
Street Number 199Ç
Street Number 199Ç	111111199	222222199"emailperson199@somewhere.com"!otheremailperson199@somewhere.com
š
Person Number 200
Street Number 200È
Street Number 200È	111111200	222222200"emailperson200@somewhere.com"!otheremailperson200@somewhere.com
š
Person Number 201
Street Number 201É
Street Number 201É	111111201	222222201"emailperson201@somewhere.com"!otheremailperson201@somewhere.com
š
Person Number 202
Street Number 202Ê
Street Number 202Ê	111111202	222222202"emailperson202@somewhere.com"!otheremailperson202@somewhere.com
š
Person Number 203
Street Number 203Ë
Street Number 203Ë	111111203	222222203"emailperson203@somewhere.com"!otheremailperson203@somewhere.com
š
Person Number 204
Street Number 204Ì
Street Number 204Ì	111111204	222222204"emailperson204@somewhere.com"!otheremailperson204@somewhere.com
š
Person Number 205
Street Number 205Í
Street Number 205Í	111111205	222222205"emailperson205@somewhere.com"!otheremailperson205@somewhere.com
š
Person Number 206
Street Number 206Î
Street Number 206Î	111111206	222222206"emailperson206@somewhere.com"!otheremailperson206@somewhere.com
š
Person Number 207
Street Number 207Ï
Street Number 207Ï	111111207	222222207"emailperson207@somewhere.com"!otheremailperson207@somewhere.com
š
Person Number 208
Street Number 208Ğ
Street Number 208Ğ	111111208	222222208"emailperson208@somewhere.com"!otheremailperson208@somewhere.com
š
Person Number 209
Street Number 209Ñ
Street Number 209Ñ	111111209	222222209"emailperson209@somewhere.com"!otheremailperson209@somewhere.com
š
Person Number 210
Street Number 210Ò
Street Number 210Ò	111111210	222222210"emailperson210@somewhere.com"!otheremailperson210@somewhere.com
š
Person Number 211
Street Number 211Ó
Street Number 211Ó	111111211	222222211"emailperson211@somewhere.com"!otheremailperson211@somewhere.com
š
Person Number 212
Street Number 212Ô
Street Number 212Ô	111111212	222222212"emailperson212@somewhere.com"!otheremailperson212@somewhere.com
š
Person Number 213
Street Number 213Õ
Street Number 213Õ	111111213	222222213"emailperson213@somewhere.com"!otheremailperson213@somewhere.com
š
Person Number 214
Street Number 214Ö
Street Number 214Ö	111111214	222222214"emailperson214@somewhere.com"!otheremailperson214@somewhere.com
š
Person Number 215
Street Number 215×
Street Number 215×	111111215	222222215"emailperson215@somewhere.com"!otheremailperson215@somewhere.com
š
Person Number 216
Street Number 216Ø
Street Number 216Ø	111111216	222222216"emailperson216@somewhere.com"!otheremailperson216@somewhere.com
š
Person Number 217
Street Number 217Ù
Street Number 217Ù	111111217	222222217"emailperson217@somewhere.com"!otheremailperson217@somewhere.com
š
Person Number 218
Street Number 218Ú
Street Number 218Ú	111111218	222222218"emailperson218@somewhere.com"!otheremailperson218@somewhere.com
š
Person Number 219
Street Number 219Û
Street Number 219Û	111111219	222222219"emailperson219@somewhere.com"!otheremailperson219@somewhere.com
š
Person Number 220
Street Number 220Ü
Street Number 220Ü	111111220	222222220"emailperson220@somewhere.com"!otheremailperson220@somewhere.com
š
Person Number 221
Street Number 221İ
Street Number 221İ	111111221	222222221"emailperson221@somewhere.com"!otheremailperson221@somewhere.com
š
Person Number 222
Street Number 222Ş
Street Number 222Ş	111111222	222222222"emailperson222@somewhere.com"!otheremailperson222@somewhere.com
š
Person Number 223
Street Number 223ß
Street Number 223ß	111111223	222222223"emailperson223@somewhere.com"!otheremailperson223@somewhere.com
š
Person Number 224
Street Number 224à
Street Number 224à	111111224	222222224"emailperson224@somewhere.com"!otheremailperson224@somewhere.com
š
Person Number 225
Street Number 225á
Street Number 225á	111111225	222222225"emailperson225@somewhere.com"!otheremailperson225@somewhere.com
š
Person Number 226
Street Number 226â
Street Number 226â	111111226	222222226"emailperson226@somewhere.com"!otheremailperson226@somewhere.com
š
Person Number 227
Street Number 227ã
Street Number 227ã	111111227	222222227"emailperson227@somewhere.com"!otheremailperson227@somewhere.com
š
Person Number 228
Street Number 228ä
Street Number 228ä	111111228	222222228"emailperson228@somewhere.com"!otheremailperson228@somewhere.com
š
Person Number 229
Street Number 229å
Street Number 229å	111111229	222222229"emailperson229@somewhere.com"!otheremailperson229@somewhere.com
š
Person Number 230
Street Number 230æ
Street Number 230æ	111111230	222222230"emailperson230@somewhere.com"!otheremailperson230@somewhere.com
š
Person Number 231
Street Number 231ç
Street Number 231ç	111111231	222222231"emailperson231@somewhere.com"!otheremailperson231@somewhere.com
š
Person Number 232
Street Number 232è
Street Number 232è	111111232	222222232"emailperson232@somewhere.com"!otheremailperson232@somewhere.com
š
Person Number 233
Street Number 233é
Street Number 233é	111111233	222222233"emailperson233@somewhere.com"!otheremailperson233@somewhere.com
š
Person Number 234
Street Number 234ê
Street Number 234ê	111111234	222222234"emailperson234@somewhere.com"!otheremailperson234@somewhere.com
š
Person Number 235
Street Number 235ë
Street Number 235ë	111111235	222222235"emailperson235@somewhere.com"!otheremailperson235@somewhere.com
š
Person Number 236
Street Number 236ì
Street Number 236ì	111111236	222222236"emailperson236@somewhere.com"!otheremailperson236@somewhere.com
š
Person Number 237
Street Number 237í
Street Number 237í	111111237	222222237"emailperson237@somewhere.com"!otheremailperson237@somewhere.com
š
Person Number 238
Street Number 238î
Street Number 238î	111111238	222222238"emailperson238@somewhere.com"!otheremailperson238@somewhere.com
š
Person Number 239
Street Number 239ï
Street Number 239ï	111111239	222222239"emailperson239@somewhere.com"!otheremailperson239@somewhere.com
š
Person Number 240
Street Number 240ğ
Street Number 240ğ	111111240	222222240"emailperson240@somewhere.com"!otheremailperson240@somewhere.com
š
Person Number 241
Street Number 241ñ
Street Number 241ñ	111111241	222222241"emailperson241@somewhere.com"!otheremailperson241@somewhere.com
š
Person Number 242
Street Number 242ò
Street Number 242ò	111111242	222222242"emailperson242@somewhere.com"!otheremailperson242@somewhere.com
š
Person Number 243
Street Number 243ó
Street Number 243ó	111111243	222222243"emailperson243@somewhere.com"!otheremailperson243@somewhere.com
š
Person Number 244
Street Number 244ô
Street Number 244ô	111111244	222222244"emailperson244@somewhere.com"!otheremailperson244@somewhere.com
š
Person Number 245
Street Number 245õ
Street Number 245õ	111111245	222222245"emailperson245@somewhere.com"!otheremailperson245@somewhere.com
š
Person Number 246
Street Number 246ö
Street Number 246ö	111111246	222222246"emailperson246@somewhere.com"!otheremailperson246@somewhere.com
š
Person Number 247
Street Number 247÷
Street Number 247÷	111111247	222222247"emailperson247@somewhere.com"!otheremailperson247@somewhere.com
š
Person Number 248
Street Number 248ø
Street Number 248ø	111111248	222222248"emailperson248@somewhere.com"!otheremailperson248@somewhere.com
š
Person Number 249
Street Number 249ù
Street Number 249ù	111111249	222222249"emailperson249@somewhere.com"!otheremailperson249@somewhere.com
š
Person Number 250
Street Number 250ú
Street Number 250ú	111111250	222222250"emailperson250@somewhere.com"!otheremailperson250@somewhere.com
š
Person Number 251
Street Number 251û
Street Number 251û	111111251	222222251"emailperson251@somewhere.com"!otheremailperson251@somewhere.com
š
Person Number 252
Street Number 252ü
Street Number 252ü	111111252	222222252"emailperson252@somewhere.com"!otheremailperson252@somewhere.com
š
Person Number 253
Street Number 253ı
Street Number 253ı	111111253	222222253"emailperson253@somewhere.com"!otheremailperson253@somewhere.com
š
Person Number 254
Street Number 254ş
Street Number 254ş	111111254	222222254"emailperson254@somewhere.com"!otheremailperson254@somewhere.com
š
Person Number 255
Street Number 255ÿ
Street Number 255ÿ	111111255	222222255"emailperson255@somewhere.com"!otheremailperson255@somewhere.com
š
Person Number 256
Street Number 256€
Street Number 256€	111111256	222222256"emailperson256@somewhere.com"!otheremailperson256@somewhere.com
š
Person Number 257
Street Number 257
Street Number 257	111111257	222222257"emailperson257@somewhere.com"!otheremailperson257@somewhere.com
š
Person Number 258
Street Number 258‚
Street Number 258‚	111111258	222222258"emailperson258@somewhere.com"!otheremailperson258@somewhere.com
š
Person Number 259
Street Number 259ƒ
Street Number 259ƒ	111111259	222222259"emailperson259@somewhere.com"!otheremailperson259@somewhere.com
š
Person Number 260
Street Number 260„
Street Number 260„	111111260	222222260"emailperson260@somewhere.com"!otheremailperson260@somewhere.com
š
Person Number 261
Street Number 261…
Street Number 261…	111111261	222222261"emailperson261@somewhere.com"!otheremailperson261@somewhere.com
š
Person Number 262
Street Number 262†
Street Number 262†	111111262	222222262"emailperson262@somewhere.com"!otheremailperson262@somewhere.com
š
Person Number 263
Street Number 263‡
Street Number 263‡	111111263	222222263"emailperson263@somewhere.com"!otheremailperson263@somewhere.com
š
Person Number 264
Street Number 264ˆ
Street Number 264ˆ	111111264	222222264"emailperson264@somewhere.com"!otheremailperson264@somewhere.com
š
Person Number 265
Street Number 265‰
Street Number 265‰	111111265	222222265"emailperson265@somewhere.com"!otheremailperson265@somewhere.com
š
Person Number 266
Street Number 266Š
Street Number 266Š	111111266	222222266"emailperson266@somewhere.com"!otheremailperson266@somewhere.com
š
Person Number 267
Street Number 267‹
Street Number 267‹	111111267	222222267"emailperson267@somewhere.com"!otheremailperson267@somewhere.com
š
Person Number 268
Street Number 268Œ
Street Number 268Œ	111111268	222222268"emailperson268@somewhere.com"!otheremailperson268@somewhere.com
š
Person Number 269
Street Number 269
Street Number 269	111111269	222222269"emailperson269@somewhere.com"!otheremailperson269@somewhere.com
š
Person Number 270
Street Number 270
Street Number 270	111111270	222222270"emailperson270@somewhere.com"!otheremailperson270@somewhere.com
š
Person Number 271
Street Number 271
Street Number 271	111111271	222222271"emailperson271@somewhere.com"!otheremailperson271@somewhere.com
š
Person Number 272
Street Number 272
Street Number 272	111111272	222222272"emailperson272@somewhere.com"!otheremailperson272@somewhere.com
š
Person Number 273
Street Number 273‘
Street Number 273‘	111111273	222222273"emailperson273@somewhere.com"!otheremailperson273@somewhere.com
š
Person Number 274
Street Number 274’
Street Number 274’	111111274	222222274"emailperson274@somewhere.com"!otheremailperson274@somewhere.com
š
Person Number 275
Street Number 275“
Street Number 275“	111111275	222222275"emailperson275@somewhere.com"!otheremailperson275@somewhere.com
š
Person Number 276
Street Number 276”
Street Number 276”	111111276	222222276"emailperson276@somewhere.com"!otheremailperson276@somewhere.com
š
Person Number 277
Street Number 277•
Street Number 277•	111111277	222222277"emailperson277@somewhere.com"!otheremailperson277@somewhere.com
š
Person Number 278
Street Number 278–
Street Number 278–	111111278	222222278"emailperson278@somewhere.com"!otheremailperson278@somewhere.com
š
Person Number 279
Street Number 279—
Street Number 279—	111111279	222222279"emailperson279@somewhere.com"!otheremailperson279@somewhere.com
š
Person Number 280
Street Number 280˜
Street Number 280˜	111111280	222222280"emailperson280@somewhere.com"!otheremailperson280@somewhere.com
š
Person Number 281
Street Number 281™
Street Number 281™	111111281	222222281"emailperson281@somewhere.com"!otheremailperson281@somewhere.com
š
Person Number 282
Street Number 282š
Street Number 282š	111111282	222222282"emailperson282@somewhere.com"!otheremailperson282@somewhere.com
š
Person Number 283
Street Number 283›
Street Number 283›	111111283	222222283"emailperson283@somewhere.com"!otheremailperson283@somewhere.com
š
Person Number 284
Street Number 284œ
Street Number 284œ	111111284	222222284"emailperson284@somewhere.com"!otheremailperson284@somewhere.com
š
Person Number 285
Street Number 285
Street Number 285	111111285	222222285"emailperson285@somewhere.com"!otheremailperson285@somewhere.com
š
Person Number 286
Street Number 286
Street Number 286	111111286	222222286"emailperson286@somewhere.com"!otheremailperson286@somewhere.com
š
Person Number 287
Street Number 287Ÿ
Street Number 287Ÿ	111111287	222222287"emailperson287@somewhere.com"!otheremailperson287@somewhere.com
š
Person Number 288
Street Number 288 
Street Number 288 	111111288	222222288"emailperson288@somewhere.com"!otheremailperson288@somewhere.com
š
Person Number 289
Street Number 289¡
Street Number 289¡	111111289	222222289"emailperson289@somewhere.com"!otheremailperson289@somewhere.com
š
Person Number 290
Street Number 290¢
Street Number 290¢	111111290	222222290"emailperson290@somewhere.com"!otheremailperson290@somewhere.com
š
Person Number 291
Street Number 291£
Street Number 291£	111111291	222222291"emailperson291@somewhere.com"!otheremailperson291@somewhere.com
š
Person Number 292
Street Number 292¤
Street Number 292¤	111111292	222222292"emailperson292@somewhere.com"!otheremailperson292@somewhere.com
š
Person Number 293
Street Number 293¥
Street Number 293¥	111111293	222222293"emailperson293@somewhere.com"!otheremailperson293@somewhere.com
š
Person Number 294
Street Number 294¦
Street Number 294¦	111111294	222222294"emailperson294@somewhere.com"!otheremailperson294@somewhere.com
š
Person Number 295
Street Number 295§
Street Number 295§	111111295	222222295"emailperson295@somewhere.com"!otheremailperson295@somewhere.com
š
Person Number 296
Street Number 296¨
Street Number 296¨	111111296	222222296"emailperson296@somewhere.com"!otheremailperson296@somewhere.com
š
Person Number 297
Street Number 297©
Street Number 297©	111111297	222222297"emailperson297@somewhere.com"!otheremailperson297@somewhere.com
š
Person Number 298
Street Number 298ª
Street Number 298ª	111111298	222222298"emailperson298@somewhere.com"!otheremailperson298@somewhere.com
š
Person Number 299
Street Number 299«
Street Number 299«	111111299	222222299"emailperson299@somewhere.com"!otheremailperson299@somewhere.com
š
Person Number 300
Street Number 300¬
Street Number 300¬	111111300	222222300"emailperson300@somewhere.com"!otheremailperson300@somewhere.com
š
Person Number 301
Street Number 301­
Street Number 301­	111111301	222222301"emailperson301@somewhere.com"!otheremailperson301@somewhere.com
š
Person Number 302
Street Number 302®
Street Number 302®	111111302	222222302"emailperson302@somewhere.com"!otheremailperson302@somewhere.com
š
Person Number 303
Street Number 303¯
Street Number 303¯	111111303	222222303"emailperson303@somewhere.com"!otheremailperson303@somewhere.com
š
Person Number 304
Street Number 304°
Street Number 304°	111111304	222222304"emailperson304@somewhere.com"!otheremailperson304@somewhere.com
š
Person Number 305
Street Number 305±
Street Number 305±	111111305	222222305"emailperson305@somewhere.com"!otheremailperson305@somewhere.com
š
Person Number 306
Street Number 306²
Street Number 306²	111111306	222222306"emailperson306@somewhere.com"!otheremailperson306@somewhere.com
š
Person Number 307
Street Number 307³
Street Number 307³	111111307	222222307"emailperson307@somewhere.com"!otheremailperson307@somewhere.com
š
Person Number 308
Street Number 308´
Street Number 308´	111111308	222222308"emailperson308@somewhere.com"!otheremailperson308@somewhere.com
š
Person Number 309
Street Number 309µ
Street Number 309µ	111111309	222222309"emailperson309@somewhere.com"!otheremailperson309@somewhere.com
š
Person Number 310
Street Number 310¶
Street Number 310¶	111111310	222222310"emailperson310@somewhere.com"!otheremailperson310@somewhere.com
š
Person Number 311
Street Number 311·
Street Number 311·	111111311	222222311"emailperson311@somewhere.com"!otheremailperson311@somewhere.com
š
Person Number 312
Street Number 312¸
Street Number 312¸	111111312	222222312"emailperson312@somewhere.com"!otheremailperson312@somewhere.com
š
Person Number 313
Street Number 313¹
Street Number 313¹	111111313	222222313"emailperson313@somewhere.com"!otheremailperson313@somewhere.com
š
Person Number 314
Street Number 314º
Street Number 314º	111111314	222222314"emailperson314@somewhere.com"!otheremailperson314@somewhere.com
š
Person Number 315
Street Number 315»
Street Number 315»	111111315	222222315"emailperson315@somewhere.com"!otheremailperson315@somewhere.com
š
Person Number 316
Street Number 316¼
Street Number 316¼	111111316	222222316"emailperson316@somewhere.com"!otheremailperson316@somewhere.com
š
Person Number 317
Street Number 317½
Street Number 317½	111111317	222222317"emailperson317@somewhere.com"!otheremailperson317@somewhere.com
š
Person Number 318
Street Number 318¾
Street Number 318¾	111111318	222222318"emailperson318@somewhere.com"!otheremailperson318@somewhere.com
š
Person Number 319
Street Number 319¿
Street Number 319¿	111111319	222222319"emailperson319@somewhere.com"!otheremailperson319@somewhere.com
š
Person Number 320
Street Number 320À
Street Number 320À	111111320	222222320"emailperson320@somewhere.com"!otheremailperson320@somewhere.com
š
Person Number 321
Street Number 321Á
Street Number 321Á	111111321	222222321"emailperson321@somewhere.com"!otheremailperson321@somewhere.com
š
Person Number 322
Street Number 322Â
Street Number 322Â	111111322	222222322"emailperson322@somewhere.com"!otheremailperson322@somewhere.com
š
Person Number 323
Street Number 323Ã
Street Number 323Ã	111111323	222222323"emailperson323@somewhere.com"!otheremailperson323@somewhere.com
š
Person Number 324
Street Number 324Ä
Street Number 324Ä	111111324	222222324"emailperson324@somewhere.com"!otheremailperson324@somewhere.com
š
Person Number 325
Street Number 325Å
Street Number 325Å	111111325	222222325"emailperson325@somewhere.com"!otheremailperson325@somewhere.com
š
Person Number 326
Street Number 326Æ
Street Number 326Æ	111111326	222222326"emailperson326@somewhere.com"!otheremailperson326@somewhere.com
š
Person Number 327
Street Number 327Ç
Street Number 327Ç	111111327	222222327"emailperson327@somewhere.com"!otheremailperson327@somewhere.com
š
Person Number 328
Street Number 328È
Street Number 328È	111111328	222222328"emailperson328@somewhere.com"!otheremailperson328@somewhere.com
š
Person Number 329
Street Number 329É
Street Number 329É	111111329	222222329"emailperson329@somewhere.com"!otheremailperson329@somewhere.com
š
Person Number 330
Street Number 330Ê
Street Number 330Ê	111111330	222222330"emailperson330@somewhere.com"!otheremailperson330@somewhere.com
š
Person Number 331
Street Number 331Ë
Street Number 331Ë	111111331	222222331"emailperson331@somewhere.com"!otheremailperson331@somewhere.com
š
Person Number 332
Street Number 332Ì
Street Number 332Ì	111111332	222222332"emailperson332@somewhere.com"!otheremailperson332@somewhere.com
š
Person Number 333
Street Number 333Í
Street Number 333Í	111111333	222222333"emailperson333@somewhere.com"!otheremailperson333@somewhere.com
š
Person Number 334
Street Number 334Î
Street Number 334Î	111111334	222222334"emailperson334@somewhere.com"!otheremailperson334@somewhere.com
š
Person Number 335
Street Number 335Ï
Street Number 335Ï	111111335	222222335"emailperson335@somewhere.com"!otheremailperson335@somewhere.com
š
Person Number 336
Street Number 336Ğ
Street Number 336Ğ	111111336	222222336"emailperson336@somewhere.com"!otheremailperson336@somewhere.com
š
Person Number 337
Street Number 337Ñ
Street Number 337Ñ	111111337	222222337"emailperson337@somewhere.com"!otheremailperson337@somewhere.com
š
Person Number 338
Street Number 338Ò
Street Number 338Ò	111111338	222222338"emailperson338@somewhere.com"!otheremailperson338@somewhere.com
š
Person Number 339
Street Number 339Ó
Street Number 339Ó	111111339	222222339"emailperson339@somewhere.com"!otheremailperson339@somewhere.com
š
Person Number 340
Street Number 340Ô
Street Number 340Ô	111111340	222222340"emailperson340@somewhere.com"!otheremailperson340@somewhere.com
š
Person Number 341
Street Number 341Õ
Street Number 341Õ	111111341	222222341"emailperson341@somewhere.com"!otheremailperson341@somewhere.com
š
Person Number 342
Street Number 342Ö
Street Number 342Ö	111111342	222222342"emailperson342@somewhere.com"!otheremailperson342@somewhere.com
š
Person Number 343
Street Number 343×
Street Number 343×	111111343	222222343"emailperson343@somewhere.com"!otheremailperson343@somewhere.com
š
Person Number 344
Street Number 344Ø
Street Number 344Ø	111111344	222222344"emailperson344@somewhere.com"!otheremailperson344@somewhere.com
š
Person Number 345
Street Number 345Ù
Street Number 345Ù	111111345	222222345"emailperson345@somewhere.com"!otheremailperson345@somewhere.com
š
Person Number 346
Street Number 346Ú
Street Number 346Ú	111111346	222222346"emailperson346@somewhere.com"!otheremailperson346@somewhere.com
š
Person Number 347
Street Number 347Û
Street Number 347Û	111111347	222222347"emailperson347@somewhere.com"!otheremailperson347@somewhere.com
š
Person Number 348
Street Number 348Ü
Street Number 348Ü	111111348	222222348"emailperson348@somewhere.com"!otheremailperson348@somewhere.com
š
Person Number 349
Street Number 349İ
Street Number 349İ	111111349	222222349"emailperson349@somewhere.com"!otheremailperson349@somewhere.com
š
Person Number 350
Street Number 350Ş
Street Number 350Ş	111111350	222222350"emailperson350@somewhere.com"!otheremailperson350@somewhere.com
š
Person Number 351
Street Number 351ß
Street Number 351ß	111111351	222222351"emailperson351@somewhere.com"!otheremailperson351@somewhere.com
š
Person Number 352
Street Number 352à
Street Number 352à	111111352	222222352"emailperson352@somewhere.com"!otheremailperson352@somewhere.com
š
Person Number 353
Street Number 353á
Street Number 353á	111111353	222222353"emailperson353@somewhere.com"!otheremailperson353@somewhere.com
š
Person Number 354
Street Number 354â
Street Number 354â	111111354	222222354"emailperson354@somewhere.com"!otheremailperson354@somewhere.com
š
Person Number 355
Street Number 355ã
Street Number 355ã	111111355	222222355"emailperson355@somewhere.com"!otheremailperson355@somewhere.com
š
Person Number 356
Street Number 356ä
Street Number 356ä	111111356	222222356"emailperson356@somewhere.com"!otheremailperson356@somewhere.com
š
Person Number 357
Street Number 357å
Street Number 357å	111111357	222222357"emailperson357@somewhere.com"!otheremailperson357@somewhere.com
š
Person Number 358
Street Number 358æ
Street Number 358æ	111111358	222222358"emailperson358@somewhere.com"!otheremailperson358@somewhere.com
š
Person Number 359
Street Number 359ç
Street Number 359ç	111111359	222222359"emailperson359@somewhere.com"!otheremailperson359@somewhere.com
š
Person Number 360
Street Number 360è
Street Number 360è	111111360	222222360"emailperson360@somewhere.com"!otheremailperson360@somewhere.com
š
Person Number 361
Street Number 361é
Street Number 361é	111111361	222222361"emailperson361@somewhere.com"!otheremailperson361@somewhere.com
š
Person Number 362
Street Number 362ê
Street Number 362ê	111111362	222222362"emailperson362@somewhere.com"!otheremailperson362@somewhere.com
š
Person Number 363
Street Number 363ë
Street Number 363ë	111111363	222222363"emailperson363@somewhere.com"!otheremailperson363@somewhere.com
š
Person Number 364
Street Number 364ì
Street Number 364ì	111111364	222222364"emailperson364@somewhere.com"!otheremailperson364@somewhere.com
š
Person Number 365
Street Number 365í
Street Number 365í	111111365	222222365"emailperson365@somewhere.com"!otheremailperson365@somewhere.com
š
Person Number 366
Street Number 366î
Street Number 366î	111111366	222222366"emailperson366@somewhere.com"!otheremailperson366@somewhere.com
š
Person Number 367
Street Number 367ï
Street Number 367ï	111111367	222222367"emailperson367@somewhere.com"!otheremailperson367@somewhere.com
š
Person Number 368
Street Number 368ğ
Street Number 368ğ	111111368	222222368"emailperson368@somewhere.com"!otheremailperson368@somewhere.com
š
Person Number 369
Street Number 369ñ
Street Number 369ñ	111111369	222222369"emailperson369@somewhere.com"!otheremailperson369@somewhere.com
š
Person Number 370
Street Number 370ò
Street Number 370ò	111111370	222222370"emailperson370@somewhere.com"!otheremailperson370@somewhere.com
š
Person Number 371
Street Number 371ó
Street Number 371ó	111111371	222222371"emailperson371@somewhere.com"!otheremailperson371@somewhere.com
š
Person Number 372
Street Number 372ô
Street Number 372ô	111111372	222222372"emailperson372@somewhere.com"!otheremailperson372@somewhere.com
š
Person Number 373
Street Number 373õ
Street Number 373õ	111111373	222222373"emailperson373@somewhere.com"!otheremailperson373@somewhere.com
š
Person Number 374
Street Number 374ö
Street Number 374ö	111111374	222222374"emailperson374@somewhere.com"!otheremailperson374@somewhere.com
š
Person Number 375
Street Number 375÷
Street Number 375÷	111111375	222222375"emailperson375@somewhere.com"!otheremailperson375@somewhere.com
š
Person Number 376
Street Number 376ø
Street Number 376ø	111111376	222222376"emailperson376@somewhere.com"!otheremailperson376@somewhere.com
š
Person Number 377
Street Number 377ù
Street Number 377ù	111111377	222222377"emailperson377@somewhere.com"!otheremailperson377@somewhere.com
š
Person Number 378
Street Number 378ú
Street Number 378ú	111111378	222222378"emailperson378@somewhere.com"!otheremailperson378@somewhere.com
š
Person Number 379
Street Number 379û
Street Number 379û	111111379	222222379"emailperson379@somewhere.com"!otheremailperson379@somewhere.com
š
Person Number 380
Street Number 380ü
Street Number 380ü	111111380	222222380"emailperson380@somewhere.com"!otheremailperson380@somewhere.com
š
Person Number 381
Street Number 381ı
Street Number 381ı	111111381	222222381"emailperson381@somewhere.com"!otheremailperson381@somewhere.com
š
Person Number 382
Street Number 382ş
Street Number 382ş	111111382	222222382"emailperson382@somewhere.com"!otheremailperson382@somewhere.com
š
Person Number 383
Street Number 383ÿ
Street Number 383ÿ	111111383	222222383"emailperson383@somewhere.com"!otheremailperson383@somewhere.com
š
Person Number 384
Street Number 384€
Street Number 384€	111111384	222222384"emailperson384@somewhere.com"!otheremailperson384@somewhere.com
š
Person Number 385
Street Number 385
Street Number 385	111111385	222222385"emailperson385@somewhere.com"!otheremailperson385@somewhere.com
š
Person Number 386
Street Number 386‚
Street Number 386‚	111111386	222222386"emailperson386@somewhere.com"!otheremailperson386@somewhere.com
š
Person Number 387
Street Number 387ƒ
Street Number 387ƒ	111111387	222222387"emailperson387@somewhere.com"!otheremailperson387@somewhere.com
š
Person Number 388
Street Number 388„
Street Number 388„	111111388	222222388"emailperson388@somewhere.com"!otheremailperson388@somewhere.com
š
Person Number 389
Street Number 389…
Street Number 389…	111111389	222222389"emailperson389@somewhere.com"!otheremailperson389@somewhere.com
š
Person Number 390
Street Number 390†
Street Number 390†	111111390	222222390"emailperson390@somewhere.com"!otheremailperson390@somewhere.com
š
Person Number 391
Street Number 391‡
Street Number 391‡	111111391	222222391"emailperson391@somewhere.com"!otheremailperson391@somewhere.com
š
Person Number 392
Street Number 392ˆ
Street Number 392ˆ	111111392	222222392"emailperson392@somewhere.com"!otheremailperson392@somewhere.com
š
Person Number 393
Street Number 393‰
Street Number 393‰	111111393	222222393"emailperson393@somewhere.com"!otheremailperson393@somewhere.com
š
Person Number 394
Street Number 394Š
Street Number 394Š	111111394	222222394"emailperson394@somewhere.com"!otheremailperson394@somewhere.com
š
Person Number 395
Street Number 395‹
Street Number 395‹	111111395	222222395"emailperson395@somewhere.com"!otheremailperson395@somewhere.com
š
Person Number 396
Street Number 396Œ
Street Number 396Œ	111111396	222222396"emailperson396@somewhere.com"!otheremailperson396@somewhere.com
š
Person Number 397
Street Number 397
Street Number 397	111111397	222222397"emailperson397@somewhere.com"!otheremailperson397@somewhere.com
š
Person Number 398
Street Number 398
Street Number 398	111111398	222222398"emailperson398@somewhere.com"!otheremailperson398@somewhere.com
š
Person Number 399
Street Number 399
Street Number 399	111111399	222222399"emailperson399@somewhere.com"!otheremailperson399@somewhere.com
š
Person Number 400
Street Number 400
Street Number 400	111111400	222222400"emailperson400@somewhere.com"!otheremailperson400@somewhere.com
š
Person Number 401
Street Number 401‘
Street Number 401‘	111111401	222222401"emailperson401@somewhere.com"!otheremailperson401@somewhere.com
š
Person Number 402
Street Number 402’
Street Number 402’	111111402	222222402"emailperson402@somewhere.com"!otheremailperson402@somewhere.com
š
Person Number 403
Street Number 403“
Street Number 403“	111111403	222222403"emailperson403@somewhere.com"!otheremailperson403@somewhere.com
š
Person Number 404
Street Number 404”
Street Number 404”	111111404	222222404"emailperson404@somewhere.com"!otheremailperson404@somewhere.com
š
Person Number 405
Street Number 405•
Street Number 405•	111111405	222222405"emailperson405@somewhere.com"!otheremailperson405@somewhere.com
š
Person Number 406
Street Number 406–
Street Number 406–	111111406	222222406"emailperson406@somewhere.com"!otheremailperson406@somewhere.com
š
Person Number 407
Street Number 407—
Street Number 407—	111111407	222222407"emailperson407@somewhere.com"!otheremailperson407@somewhere.com
š
Person Number 408
Street Number 408˜
Street Number 408˜	111111408	222222408"emailperson408@somewhere.com"!otheremailperson408@somewhere.com
š
Person Number 409
Street Number 409™
Street Number 409™	111111409	222222409"emailperson409@somewhere.com"!otheremailperson409@somewhere.com
š
Person Number 410
Street Number 410š
Street Number 410š	111111410	222222410"emailperson410@somewhere.com"!otheremailperson410@somewhere.com
š
Person Number 411
Street Number 411›
Street Number 411›	111111411	222222411"emailperson411@somewhere.com"!otheremailperson411@somewhere.com
š
Person Number 412
Street Number 412œ
Street Number 412œ	111111412	222222412"emailperson412@somewhere.com"!otheremailperson412@somewhere.com
š
Person Number 413
Street Number 413
Street Number 413	111111413	222222413"emailperson413@somewhere.com"!otheremailperson413@somewhere.com
š
Person Number 414
Street Number 414
Street Number 414	111111414	222222414"emailperson414@somewhere.com"!otheremailperson414@somewhere.com
š
Person Number 415
Street Number 415Ÿ
Street Number 415Ÿ	111111415	222222415"emailperson415@somewhere.com"!otheremailperson415@somewhere.com
š
Person Number 416
Street Number 416 
Street Number 416 	111111416	222222416"emailperson416@somewhere.com"!otheremailperson416@somewhere.com
š
Person Number 417
Street Number 417¡
Street Number 417¡	111111417	222222417"emailperson417@somewhere.com"!otheremailperson417@somewhere.com
š
Person Number 418
Street Number 418¢
Street Number 418¢	111111418	222222418"emailperson418@somewhere.com"!otheremailperson418@somewhere.com
š
Person Number 419
Street Number 419£
Street Number 419£	111111419	222222419"emailperson419@somewhere.com"!otheremailperson419@somewhere.com
š
Person Number 420
Street Number 420¤
Street Number 420¤	111111420	222222420"emailperson420@somewhere.com"!otheremailperson420@somewhere.com
š
Person Number 421
Street Number 421¥
Street Number 421¥	111111421	222222421"emailperson421@somewhere.com"!otheremailperson421@somewhere.com
š
Person Number 422
Street Number 422¦
Street Number 422¦	111111422	222222422"emailperson422@somewhere.com"!otheremailperson422@somewhere.com
š
Person Number 423
Street Number 423§
Street Number 423§	111111423	222222423"emailperson423@somewhere.com"!otheremailperson423@somewhere.com
š
Person Number 424
Street Number 424¨
Street Number 424¨	111111424	222222424"emailperson424@somewhere.com"!otheremailperson424@somewhere.com
š
Person Number 425
Street Number 425©
Street Number 425©	111111425	222222425"emailperson425@somewhere.com"!otheremailperson425@somewhere.com
š
Person Number 426
Street Number 426ª
Street Number 426ª	111111426	222222426"emailperson426@somewhere.com"!otheremailperson426@somewhere.com
š
Person Number 427
Street Number 427«
Street Number 427«	111111427	222222427"emailperson427@somewhere.com"!otheremailperson427@somewhere.com
š
Person Number 428
Street Number 428¬
Street Number 428¬	111111428	222222428"emailperson428@somewhere.com"!otheremailperson428@somewhere.com
š
Person Number 429
Street Number 429­
Street Number 429­	111111429	222222429"emailperson429@somewhere.com"!otheremailperson429@somewhere.com
š
Person Number 430
Street Number 430®
Street Number 430®	111111430	222222430"emailperson430@somewhere.com"!otheremailperson430@somewhere.com
š
Person Number 431
Street Number 431¯
Street Number 431¯	111111431	222222431"emailperson431@somewhere.com"!otheremailperson431@somewhere.com
š
Person Number 432
Street Number 432°
Street Number 432°	111111432	222222432"emailperson432@somewhere.com"!otheremailperson432@somewhere.com
š
Person Number 433
Street Number 433±
Street Number 433±	111111433	222222433"emailperson433@somewhere.com"!otheremailperson433@somewhere.com
š
Person Number 434
Street Number 434²
Street Number 434²	111111434	222222434"emailperson434@somewhere.com"!otheremailperson434@somewhere.com
š
Person Number 435
Street Number 435³
Street Number 435³	111111435	222222435"emailperson435@somewhere.com"!otheremailperson435@somewhere.com
š
Person Number 436
Street Number 436´
Street Number 436´	111111436	222222436"emailperson436@somewhere.com"!otheremailperson436@somewhere.com
š
Person Number 437
Street Number 437µ
Street Number 437µ	111111437	222222437"emailperson437@somewhere.com"!otheremailperson437@somewhere.com
š
Person Number 438
Street Number 438¶
Street Number 438¶	111111438	222222438"emailperson438@somewhere.com"!otheremailperson438@somewhere.com
š
Person Number 439
Street Number 439·
Street Number 439·	111111439	222222439"emailperson439@somewhere.com"!otheremailperson439@somewhere.com
š
Person Number 440
Street Number 440¸
Street Number 440¸	111111440	222222440"emailperson440@somewhere.com"!otheremailperson440@somewhere.com
š
Person Number 441
Street Number 441¹
Street Number 441¹	111111441	222222441"emailperson441@somewhere.com"!otheremailperson441@somewhere.com
š
Person Number 442
Street Number 442º
Street Number 442º	111111442	222222442"emailperson442@somewhere.com"!otheremailperson442@somewhere.com
š
Person Number 443
Street Number 443»
Street Number 443»	111111443	222222443"emailperson443@somewhere.com"!otheremailperson443@somewhere.com
š
Person Number 444
Street Number 444¼
Street Number 444¼	111111444	222222444"emailperson444@somewhere.com"!otheremailperson444@somewhere.com
š
Person Number 445
Street Number 445½
Street Number 445½	111111445	222222445"emailperson445@somewhere.com"!otheremailperson445@somewhere.com
š
Person Number 446
Street Number 446¾
Street Number 446¾	111111446	222222446"emailperson446@somewhere.com"!otheremailperson446@somewhere.com
š
Person Number 447
Street Number 447¿
Street Number 447¿	111111447	222222447"emailperson447@somewhere.com"!otheremailperson447@somewhere.com
š
Person Number 448
Street Number 448À
Street Number 448À	111111448	222222448"emailperson448@somewhere.com"!otheremailperson448@somewhere.com
š
Person Number 449
Street Number 449Á
Street Number 449Á	111111449	222222449"emailperson449@somewhere.com"!otheremailperson449@somewhere.com
š
Person Number 450
Street Number 450Â
Street Number 450Â	111111450	222222450"emailperson450@somewhere.com"!otheremailperson450@somewhere.com
š
Person Number 451
Street Number 451Ã
Street Number 451Ã	111111451	222222451"emailperson451@somewhere.com"!otheremailperson451@somewhere.com
š
Person Number 452
Street Number 452Ä
Street Number 452Ä	111111452	222222452"emailperson452@somewhere.com"!otheremailperson452@somewhere.com
š
Person Number 453
Street Number 453Å
Street Number 453Å	111111453	222222453"emailperson453@somewhere.com"!otheremailperson453@somewhere.com
š
Person Number 454
Street Number 454Æ
Street Number 454Æ	111111454	222222454"emailperson454@somewhere.com"!otheremailperson454@somewhere.com
š
Person Number 455
Street Number 455Ç
Street Number 455Ç	111111455	222222455"emailperson455@somewhere.com"!otheremailperson455@somewhere.com
š
Person Number 456
Street Number 456È
Street Number 456È	111111456	222222456"emailperson456@somewhere.com"!otheremailperson456@somewhere.com
š
Person Number 457
Street Number 457É
Street Number 457É	111111457	222222457"emailperson457@somewhere.com"!otheremailperson457@somewhere.com
š
Person Number 458
Street Number 458Ê
Street Number 458Ê	111111458	222222458"emailperson458@somewhere.com"!otheremailperson458@somewhere.com
š
Person Number 459
Street Number 459Ë
Street Number 459Ë	111111459	222222459"emailperson459@somewhere.com"!otheremailperson459@somewhere.com
š
Person Number 460
Street Number 460Ì
Street Number 460Ì	111111460	222222460"emailperson460@somewhere.com"!otheremailperson460@somewhere.com
š
Person Number 461
Street Number 461Í
Street Number 461Í	111111461	222222461"emailperson461@somewhere.com"!otheremailperson461@somewhere.com
š
Person Number 462
Street Number 462Î
Street Number 462Î	111111462	222222462"emailperson462@somewhere.com"!otheremailperson462@somewhere.com
š
Person Number 463
Street Number 463Ï
Street Number 463Ï	111111463	222222463"emailperson463@somewhere.com"!otheremailperson463@somewhere.com
š
Person Number 464
Street Number 464Ğ
Street Number 464Ğ	111111464	222222464"emailperson464@somewhere.com"!otheremailperson464@somewhere.com
š
Person Number 465
Street Number 465Ñ
Street Number 465Ñ	111111465	222222465"emailperson465@somewhere.com"!otheremailperson465@somewhere.com
š
Person Number 466
Street Number 466Ò
Street Number 466Ò	111111466	222222466"emailperson466@somewhere.com"!otheremailperson466@somewhere.com
š
Person Number 467
Street Number 467Ó
Street Number 467Ó	111111467	222222467"emailperson467@somewhere.com"!otheremailperson467@somewhere.com
š
Person Number 468
Street Number 468Ô
Street Number 468Ô	111111468	222222468"emailperson468@somewhere.com"!otheremailperson468@somewhere.com
š
Person Number 469
Street Number 469Õ
Street Number 469Õ	111111469	222222469"emailperson469@somewhere.com"!otheremailperson469@somewhere.com
š
Person Number 470
Street Number 470Ö
Street Number 470Ö	111111470	222222470"emailperson470@somewhere.com"!otheremailperson470@somewhere.com
š
Person Number 471
Street Number 471×
Street Number 471×	111111471	222222471"emailperson471@somewhere.com"!otheremailperson471@somewhere.com
š
Person Number 472
Street Number 472Ø
Street Number 472Ø	111111472	222222472"emailperson472@somewhere.com"!otheremailperson472@somewhere.com
š
Person Number 473
Street Number 473Ù
Street Number 473Ù	111111473	222222473"emailperson473@somewhere.com"!otheremailperson473@somewhere.com
š
Person Number 474
Street Number 474Ú
Street Number 474Ú	111111474	222222474"emailperson474@somewhere.com"!otheremailperson474@somewhere.com
š
Person Number 475
Street Number 475Û
Street Number 475Û	111111475	222222475"emailperson475@somewhere.com"!otheremailperson475@somewhere.com
š
Person Number 476
Street Number 476Ü
Street Number 476Ü	111111476	222222476"emailperson476@somewhere.com"!otheremailperson476@somewhere.com
š
Person Number 477
Street Number 477İ
Street Number 477İ	111111477	222222477"emailperson477@somewhere.com"!otheremailperson477@somewhere.com
š
Person Number 478
Street Number 478Ş
Street Number 478Ş	111111478	222222478"emailperson478@somewhere.com"!otheremailperson478@somewhere.com
š
Person Number 479
Street Number 479ß
Street Number 479ß	111111479	222222479"emailperson479@somewhere.com"!otheremailperson479@somewhere.com
š
Person Number 480
Street Number 480à
Street Number 480à	111111480	222222480"emailperson480@somewhere.com"!otheremailperson480@somewhere.com
š
Person Number 481
Street Number 481á
Street Number 481á	111111481	222222481"emailperson481@somewhere.com"!otheremailperson481@somewhere.com
š
Person Number 482
Street Number 482â
Street Number 482â	111111482	222222482"emailperson482@somewhere.com"!otheremailperson482@somewhere.com
š
Person Number 483
Street Number 483ã
Street Number 483ã	111111483	222222483"emailperson483@somewhere.com"!otheremailperson483@somewhere.com
š
Person Number 484
Street Number 484ä
Street Number 484ä	111111484	222222484"emailperson484@somewhere.com"!otheremailperson484@somewhere.com
š
Person Number 485
Street Number 485å
Street Number 485å	111111485	222222485"emailperson485@somewhere.com"!otheremailperson485@somewhere.com
š
Person Number 486
Street Number 486æ
Street Number 486æ	111111486	222222486"emailperson486@somewhere.com"!otheremailperson486@somewhere.com
š
Person Number 487
Street Number 487ç
Street Number 487ç	111111487	222222487"emailperson487@somewhere.com"!otheremailperson487@somewhere.com
š
Person Number 488
Street Number 488è
Street Number 488è	111111488	222222488"emailperson488@somewhere.com"!otheremailperson488@somewhere.com
š
Person Number 489
Street Number 489é
Street Number 489é	111111489	222222489"emailperson489@somewhere.com"!otheremailperson489@somewhere.com
š
Person Number 490
Street Number 490ê
Street Number 490ê	111111490	222222490"emailperson490@somewhere.com"!otheremailperson490@somewhere.com
š
Person Number 491
Street Number 491ë
Street Number 491ë	111111491	222222491"emailperson491@somewhere.com"!otheremailperson491@somewhere.com
š
Person Number 492
Street Number 492ì
Street Number 492ì	111111492	222222492"emailperson492@somewhere.com"!otheremailperson492@somewhere.com
š
Person Number 493
Street Number 493í
Street Number 493í	111111493	222222493"emailperson493@somewhere.com"!otheremailperson493@somewhere.com
š
Person Number 494
Street Number 494î
Street Number 494î	111111494	222222494"emailperson494@somewhere.com"!otheremailperson494@somewhere.com
š
Person Number 495
Street Number 495ï
Street Number 495ï	111111495	222222495"emailperson495@somewhere.com"!otheremailperson495@somewhere.com
š
Person Number 496
Street Number 496ğ
Street Number 496ğ	111111496	222222496"emailperson496@somewhere.com"!otheremailperson496@somewhere.com
š
Person Number 497
Street Number 497ñ
Street Number 497ñ	111111497	222222497"emailperson497@somewhere.com"!otheremailperson497@somewhere.com
š
Person Number 498
Street Number 498ò
Street Number 498ò	111111498	222222498"emailperson498@somewhere.com"!otheremailperson498@somewhere.com
š
Person Number 499
Street Number 499ó
Street Number 499ó	111111499	222222499"emailperson499@somewhere.com"!otheremailperson499@somewhere.com
š
Person Number 500
Street Number 500ô
Street Number 500ô	111111500	222222500"emailperson500@somewhere.com"!otheremailperson500@somewhere.com
š
Person Number 501
Street Number 501õ
Street Number 501õ	111111501	222222501"emailperson501@somewhere.com"!otheremailperson501@somewhere.com
š
Person Number 502
Street Number 502ö
Street Number 502ö	111111502	222222502"emailperson502@somewhere.com"!otheremailperson502@somewhere.com
š
Person Number 503
Street Number 503÷
Street Number 503÷	111111503	222222503"emailperson503@somewhere.com"!otheremailperson503@somewhere.com
š
Person Number 504
Street Number 504ø
Street Number 504ø	111111504	222222504"emailperson504@somewhere.com"!otheremailperson504@somewhere.com
š
Person Number 505
Street Number 505ù
Street Number 505ù	111111505	222222505"emailperson505@somewhere.com"!otheremailperson505@somewhere.com
š
Person Number 506
Street Number 506ú
Street Number 506ú	111111506	222222506"emailperson506@somewhere.com"!otheremailperson506@somewhere.com
š
Person Number 507
Street Number 507û
Street Number 507û	111111507	222222507"emailperson507@somewhere.com"!otheremailperson507@somewhere.com
š
Person Number 508
Street Number 508ü
Street Number 508ü	111111508	222222508"emailperson508@somewhere.com"!otheremailperson508@somewhere.com
š
Person Number 509
Street Number 509ı
Street Number 509ı	111111509	222222509"emailperson509@somewhere.com"!otheremailperson509@somewhere.com
š
Person Number 510
Street Number 510ş
Street Number 510ş	111111510	222222510"emailperson510@somewhere.com"!otheremailperson510@somewhere.com
š
Person Number 511
Street Number 511ÿ
Street Number 511ÿ	111111511	222222511"emailperson511@somewhere.com"!otheremailperson511@somewhere.com
š
Person Number 512
Street Number 512€
Street Number 512€	111111512	222222512"emailperson512@somewhere.com"!otheremailperson512@somewhere.com
š
Person Number 513
Street Number 513
Street Number 513	111111513	222222513"emailperson513@somewhere.com"!otheremailperson513@somewhere.com
š
Person Number 514
Street Number 514‚
Street Number 514‚	111111514	222222514"emailperson514@somewhere.com"!otheremailperson514@somewhere.com
š
Person Number 515
Street Number 515ƒ
Street Number 515ƒ	111111515	222222515"emailperson515@somewhere.com"!otheremailperson515@somewhere.com
š
Person Number 516
Street Number 516„
Street Number 516„	111111516	222222516"emailperson516@somewhere.com"!otheremailperson516@somewhere.com
š
Person Number 517
Street Number 517…
Street Number 517…	111111517	222222517"emailperson517@somewhere.com"!otheremailperson517@somewhere.com
š
Person Number 518
Street Number 518†
Street Number 518†	111111518	222222518"emailperson518@somewhere.com"!otheremailperson518@somewhere.com
š
Person Number 519
Street Number 519‡
Street Number 519‡	111111519	222222519"emailperson519@somewhere.com"!otheremailperson519@somewhere.com
š
Person Number 520
Street Number 520ˆ
Street Number 520ˆ	111111520	222222520"emailperson520@somewhere.com"!otheremailperson520@somewhere.com
š
Person Number 521
Street Number 521‰
Street Number 521‰	111111521	222222521"emailperson521@somewhere.com"!otheremailperson521@somewhere.com
š
Person Number 522
Street Number 522Š
Street Number 522Š	111111522	222222522"emailperson522@somewhere.com"!otheremailperson522@somewhere.com
š
Person Number 523
Street Number 523‹
Street Number 523‹	111111523	222222523"emailperson523@somewhere.com"!otheremailperson523@somewhere.com
š
Person Number 524
Street Number 524Œ
Street Number 524Œ	111111524	222222524"emailperson524@somewhere.com"!otheremailperson524@somewhere.com
š
Person Number 525
Street Number 525
Street Number 525	111111525	222222525"emailperson525@somewhere.com"!otheremailperson525@somewhere.com
š
Person Number 526
Street Number 526
Street Number 526	111111526	222222526"emailperson526@somewhere.com"!otheremailperson526@somewhere.com
š
Person Number 527
Street Number 527
Street Number 527	111111527	222222527"emailperson527@somewhere.com"!otheremailperson527@somewhere.com
š
Person Number 528
Street Number 528
Street Number 528	111111528	222222528"emailperson528@somewhere.com"!otheremailperson528@somewhere.com
š
Person Number 529
Street Number 529‘
Street Number 529‘	111111529	222222529"emailperson529@somewhere.com"!otheremailperson529@somewhere.com
š
Person Number 530
Street Number 530’
Street Number 530’	111111530	222222530"emailperson530@somewhere.com"!otheremailperson530@somewhere.com
š
Person Number 531
Street Number 531“
Street Number 531“	111111531	222222531"emailperson531@somewhere.com"!otheremailperson531@somewhere.com
š
Person Number 532
Street Number 532”
Street Number 532”	111111532	222222532"emailperson532@somewhere.com"!otheremailperson532@somewhere.com
š
Person Number 533
Street Number 533•
Street Number 533•	111111533	222222533"emailperson533@somewhere.com"!otheremailperson533@somewhere.com
š
Person Number 534
Street Number 534–
Street Number 534–	111111534	222222534"emailperson534@somewhere.com"!otheremailperson534@somewhere.com
š
Person Number 535
Street Number 535—
Street Number 535—	111111535	222222535"emailperson535@somewhere.com"!otheremailperson535@somewhere.com
š
Person Number 536
Street Number 536˜
Street Number 536˜	111111536	222222536"emailperson536@somewhere.com"!otheremailperson536@somewhere.com
š
Person Number 537
Street Number 537™
Street Number 537™	111111537	222222537"emailperson537@somewhere.com"!otheremailperson537@somewhere.com
š
Person Number 538
Street Number 538š
Street Number 538š	111111538	222222538"emailperson538@somewhere.com"!otheremailperson538@somewhere.com
š
Person Number 539
Street Number 539›
Street Number 539›	111111539	222222539"emailperson539@somewhere.com"!otheremailperson539@somewhere.com
š
Person Number 540
Street Number 540œ
Street Number 540œ	111111540	222222540"emailperson540@somewhere.com"!otheremailperson540@somewhere.com
š
Person Number 541
Street Number 541
Street Number 541	111111541	222222541"emailperson541@somewhere.com"!otheremailperson541@somewhere.com
š
Person Number 542
Street Number 542
Street Number 542	111111542	222222542"emailperson542@somewhere.com"!otheremailperson542@somewhere.com
š
Person Number 543
Street Number 543Ÿ
Street Number 543Ÿ	111111543	222222543"emailperson543@somewhere.com"!otheremailperson543@somewhere.com
š
Person Number 544
Street Number 544 
Street Number 544 	111111544	222222544"emailperson544@somewhere.com"!otheremailperson544@somewhere.com
š
Person Number 545
Street Number 545¡
Street Number 545¡	111111545	222222545"emailperson545@somewhere.com"!otheremailperson545@somewhere.com
š
Person Number 546
Street Number 546¢
Street Number 546¢	111111546	222222546"emailperson546@somewhere.com"!otheremailperson546@somewhere.com
š
Person Number 547
Street Number 547£
Street Number 547£	111111547	222222547"emailperson547@somewhere.com"!otheremailperson547@somewhere.com
š
Person Number 548
Street Number 548¤
Street Number 548¤	111111548	222222548"emailperson548@somewhere.com"!otheremailperson548@somewhere.com
š
Person Number 549
Street Number 549¥
Street Number 549¥	111111549	222222549"emailperson549@somewhere.com"!otheremailperson549@somewhere.com
š
Person Number 550
Street Number 550¦
Street Number 550¦	111111550	222222550"emailperson550@somewhere.com"!otheremailperson550@somewhere.com
š
Person Number 551
Street Number 551§
Street Number 551§	111111551	222222551"emailperson551@somewhere.com"!otheremailperson551@somewhere.com
š
Person Number 552
Street Number 552¨
Street Number 552¨	111111552	222222552"emailperson552@somewhere.com"!otheremailperson552@somewhere.com
š
Person Number 553
Street Number 553©
Street Number 553©	111111553	222222553"emailperson553@somewhere.com"!otheremailperson553@somewhere.com
š
Person Number 554
Street Number 554ª
Street Number 554ª	111111554	222222554"emailperson554@somewhere.com"!otheremailperson554@somewhere.com
š
Person Number 555
Street Number 555«
Street Number 555«	111111555	222222555"emailperson555@somewhere.com"!otheremailperson555@somewhere.com
š
Person Number 556
Street Number 556¬
Street Number 556¬	111111556	222222556"emailperson556@somewhere.com"!otheremailperson556@somewhere.com
š
Person Number 557
Street Number 557­
Street Number 557­	111111557	222222557"emailperson557@somewhere.com"!otheremailperson557@somewhere.com
š
Person Number 558
Street Number 558®
Street Number 558®	111111558	222222558"emailperson558@somewhere.com"!otheremailperson558@somewhere.com
š
Person Number 559
Street Number 559¯
Street Number 559¯	111111559	222222559"emailperson559@somewhere.com"!otheremailperson559@somewhere.com
š
Person Number 560
Street Number 560°
Street Number 560°	111111560	222222560"emailperson560@somewhere.com"!otheremailperson560@somewhere.com
š
Person Number 561
Street Number 561±
Street Number 561±	111111561	222222561"emailperson561@somewhere.com"!otheremailperson561@somewhere.com
š
Person Number 562
Street Number 562²
Street Number 562²	111111562	222222562"emailperson562@somewhere.com"!otheremailperson562@somewhere.com
š
Person Number 563
Street Number 563³
Street Number 563³	111111563	222222563"emailperson563@somewhere.com"!otheremailperson563@somewhere.com
š
Person Number 564
Street Number 564´
Street Number 564´	111111564	222222564"emailperson564@somewhere.com"!otheremailperson564@somewhere.com
š
Person Number 565
Street Number 565µ
Street Number 565µ	111111565	222222565"emailperson565@somewhere.com"!otheremailperson565@somewhere.com
š
Person Number 566
Street Number 566¶
Street Number 566¶	111111566	222222566"emailperson566@somewhere.com"!otheremailperson566@somewhere.com
š
Person Number 567
Street Number 567·
Street Number 567·	111111567	222222567"emailperson567@somewhere.com"!otheremailperson567@somewhere.com
š
Person Number 568
Street Number 568¸
Street Number 568¸	111111568	222222568"emailperson568@somewhere.com"!otheremailperson568@somewhere.com
š
Person Number 569
Street Number 569¹
Street Number 569¹	111111569	222222569"emailperson569@somewhere.com"!otheremailperson569@somewhere.com
š
Person Number 570
Street Number 570º
Street Number 570º	111111570	222222570"emailperson570@somewhere.com"!otheremailperson570@somewhere.com
š
Person Number 571
Street Number 571»
Street Number 571»	111111571	222222571"emailperson571@somewhere.com"!otheremailperson571@somewhere.com
š
Person Number 572
Street Number 572¼
Street Number 572¼	111111572	222222572"emailperson572@somewhere.com"!otheremailperson572@somewhere.com
š
Person Number 573
Street Number 573½
Street Number 573½	111111573	222222573"emailperson573@somewhere.com"!otheremailperson573@somewhere.com
š
Person Number 574
Street Number 574¾
Street Number 574¾	111111574	222222574"emailperson574@somewhere.com"!otheremailperson574@somewhere.com
š
Person Number 575
Street Number 575¿
Street Number 575¿	111111575	222222575"emailperson575@somewhere.com"!otheremailperson575@somewhere.com
š
Person Number 576
Street Number 576À
Street Number 576À	111111576	222222576"emailperson576@somewhere.com"!otheremailperson576@somewhere.com
š
Person Number 577
Street Number 577Á
Street Number 577Á	111111577	222222577"emailperson577@somewhere.com"!otheremailperson577@somewhere.com
š
Person Number 578
Street Number 578Â
Street Number 578Â	111111578	222222578"emailperson578@somewhere.com"!otheremailperson578@somewhere.com
š
Person Number 579
Street Number 579Ã
Street Number 579Ã	111111579	222222579"emailperson579@somewhere.com"!otheremailperson579@somewhere.com
š
Person Number 580
Street Number 580Ä
Street Number 580Ä	111111580	222222580"emailperson580@somewhere.com"!otheremailperson580@somewhere.com
š
Person Number 581
Street Number 581Å
Street Number 581Å	111111581	222222581"emailperson581@somewhere.com"!otheremailperson581@somewhere.com
š
Person Number 582
Street Number 582Æ
Street Number 582Æ	111111582	222222582"emailperson582@somewhere.com"!otheremailperson582@somewhere.com
š
Person Number 583
Street Number 583Ç
Street Number 583Ç	111111583	222222583"emailperson583@somewhere.com"!otheremailperson583@somewhere.com
š
Person Number 584
Street Number 584È
Street Number 584È	111111584	222222584"emailperson584@somewhere.com"!otheremailperson584@somewhere.com
š
Person Number 585
Street Number 585É
Street Number 585É	111111585	222222585"emailperson585@somewhere.com"!otheremailperson585@somewhere.com
š
Person Number 586
Street Number 586Ê
Street Number 586Ê	111111586	222222586"emailperson586@somewhere.com"!otheremailperson586@somewhere.com
š
Person Number 587
Street Number 587Ë
Street Number 587Ë	111111587	222222587"emailperson587@somewhere.com"!otheremailperson587@somewhere.com
š
Person Number 588
Street Number 588Ì
Street Number 588Ì	111111588	222222588"emailperson588@somewhere.com"!otheremailperson588@somewhere.com
š
Person Number 589
Street Number 589Í
Street Number 589Í	111111589	222222589"emailperson589@somewhere.com"!otheremailperson589@somewhere.com
š
Person Number 590
Street Number 590Î
Street Number 590Î	111111590	222222590"emailperson590@somewhere.com"!otheremailperson590@somewhere.com
š
Person Number 591
Street Number 591Ï
Street Number 591Ï	111111591	222222591"emailperson591@somewhere.com"!otheremailperson591@somewhere.com
š
Person Number 592
Street Number 592Ğ
Street Number 592Ğ	111111592	222222592"emailperson592@somewhere.com"!otheremailperson592@somewhere.com
š
Person Number 593
Street Number 593Ñ
Street Number 593Ñ	111111593	222222593"emailperson593@somewhere.com"!otheremailperson593@somewhere.com
š
Person Number 594
Street Number 594Ò
Street Number 594Ò	111111594	222222594"emailperson594@somewhere.com"!otheremailperson594@somewhere.com
š
Person Number 595
Street Number 595Ó
Street Number 595Ó	111111595	222222595"emailperson595@somewhere.com"!otheremailperson595@somewhere.com
š
Person Number 596
Street Number 596Ô
Street Number 596Ô	111111596	222222596"emailperson596@somewhere.com"!otheremailperson596@somewhere.com
š
Person Number 597
Street Number 597Õ
Street Number 597Õ	111111597	222222597"emailperson597@somewhere.com"!otheremailperson597@somewhere.com
š
Person Number 598
Street Number 598Ö
Street Number 598Ö	111111598	222222598"emailperson598@somewhere.com"!otheremailperson598@somewhere.com
š
Person Number 599
Street Number 599×
Street Number 599×	111111599	222222599"emailperson599@somewhere.com"!otheremailperson599@somewhere.com
š
Person Number 600
Street Number 600Ø
Street Number 600Ø	111111600	222222600"emailperson600@somewhere.com"!otheremailperson600@somewhere.com
š
Person Number 601
Street Number 601Ù
Street Number 601Ù	111111601	222222601"emailperson601@somewhere.com"!otheremailperson601@somewhere.com
š
Person Number 602
Street Number 602Ú
Street Number 602Ú	111111602	222222602"emailperson602@somewhere.com"!otheremailperson602@somewhere.com
š
Person Number 603
Street Number 603Û
Street Number 603Û	111111603	222222603"emailperson603@somewhere.com"!otheremailperson603@somewhere.com
š
Person Number 604
Street Number 604Ü
Street Number 604Ü	111111604	222222604"emailperson604@somewhere.com"!otheremailperson604@somewhere.com
š
Person Number 605
Street Number 605İ
Street Number 605İ	111111605	222222605"emailperson605@somewhere.com"!otheremailperson605@somewhere.com
š
Person Number 606
Street Number 606Ş
Street Number 606Ş	111111606	222222606"emailperson606@somewhere.com"!otheremailperson606@somewhere.com
š
Person Number 607
Street Number 607ß
Street Number 607ß	111111607	222222607"emailperson607@somewhere.com"!otheremailperson607@somewhere.com
š
Person Number 608
Street Number 608à
Street Number 608à	111111608	222222608"emailperson608@somewhere.com"!otheremailperson608@somewhere.com
š
Person Number 609
Street Number 609á
Street Number 609á	111111609	222222609"emailperson609@somewhere.com"!otheremailperson609@somewhere.com
š
Person Number 610
Street Number 610â
Street Number 610â	111111610	222222610"emailperson610@somewhere.com"!otheremailperson610@somewhere.com
š
Person Number 611
Street Number 611ã
Street Number 611ã	111111611	222222611"emailperson611@somewhere.com"!otheremailperson611@somewhere.com
š
Person Number 612
Street Number 612ä
Street Number 612ä	111111612	222222612"emailperson612@somewhere.com"!otheremailperson612@somewhere.com
š
Person Number 613
Street Number 613å
Street Number 613å	111111613	222222613"emailperson613@somewhere.com"!otheremailperson613@somewhere.com
š
Person Number 614
Street Number 614æ
Street Number 614æ	111111614	222222614"emailperson614@somewhere.com"!otheremailperson614@somewhere.com
š
Person Number 615
Street Number 615ç
Street Number 615ç	111111615	222222615"emailperson615@somewhere.com"!otheremailperson615@somewhere.com
š
Person Number 616
Street Number 616è
Street Number 616è	111111616	222222616"emailperson616@somewhere.com"!otheremailperson616@somewhere.com
š
Person Number 617
Street Number 617é
Street Number 617é	111111617	222222617"emailperson617@somewhere.com"!otheremailperson617@somewhere.com
š
Person Number 618
Street Number 618ê
Street Number 618ê	111111618	222222618"emailperson618@somewhere.com"!otheremailperson618@somewhere.com
š
Person Number 619
Street Number 619ë
Street Number 619ë	111111619	222222619"emailperson619@somewhere.com"!otheremailperson619@somewhere.com
š
Person Number 620
Street Number 620ì
Street Number 620ì	111111620	222222620"emailperson620@somewhere.com"!otheremailperson620@somewhere.com
š
Person Number 621
Street Number 621í
Street Number 621í	111111621	222222621"emailperson621@somewhere.com"!otheremailperson621@somewhere.com
š
Person Number 622
Street Number 622î
Street Number 622î	111111622	222222622"emailperson622@somewhere.com"!otheremailperson622@somewhere.com
š
Person Number 623
Street Number 623ï
Street Number 623ï	111111623	222222623"emailperson623@somewhere.com"!otheremailperson623@somewhere.com
š
Person Number 624
Street Number 624ğ
Street Number 624ğ	111111624	222222624"emailperson624@somewhere.com"!otheremailperson624@somewhere.com
š
Person Number 625
Street Number 625ñ
Street Number 625ñ	111111625	222222625"emailperson625@somewhere.com"!otheremailperson625@somewhere.com
š
Person Number 626
Street Number 626ò
Street Number 626ò	111111626	222222626"emailperson626@somewhere.com"!otheremailperson626@somewhere.com
š
Person Number 627
Street Number 627ó
Street Number 627ó	111111627	222222627"emailperson627@somewhere.com"!otheremailperson627@somewhere.com
š
Person Number 628
Street Number 628ô
Street Number 628ô	111111628	222222628"emailperson628@somewhere.com"!otheremailperson628@somewhere.com
š
Person Number 629
Street Number 629õ
Street Number 629õ	111111629	222222629"emailperson629@somewhere.com"!otheremailperson629@somewhere.com
š
Person Number 630
Street Number 630ö
Street Number 630ö	111111630	222222630"emailperson630@somewhere.com"!otheremailperson630@somewhere.com
š
Person Number 631
Street Number 631÷
Street Number 631÷	111111631	222222631"emailperson631@somewhere.com"!otheremailperson631@somewhere.com
š
Person Number 632
Street Number 632ø
Street Number 632ø	111111632	222222632"emailperson632@somewhere.com"!otheremailperson632@somewhere.com
š
Person Number 633
Street Number 633ù
Street Number 633ù	111111633	222222633"emailperson633@somewhere.com"!otheremailperson633@somewhere.com
š
Person Number 634
Street Number 634ú
Street Number 634ú	111111634	222222634"emailperson634@somewhere.com"!otheremailperson634@somewhere.com
š
Person Number 635
Street Number 635û
Street Number 635û	111111635	222222635"emailperson635@somewhere.com"!otheremailperson635@somewhere.com
š
Person Number 636
Street Number 636ü
Street Number 636ü	111111636	222222636"emailperson636@somewhere.com"!otheremailperson636@somewhere.com
š
Person Number 637
Street Number 637ı
Street Number 637ı	111111637	222222637"emailperson637@somewhere.com"!otheremailperson637@somewhere.com
š
Person Number 638
Street Number 638ş
Street Number 638ş	111111638	222222638"emailperson638@somewhere.com"!otheremailperson638@somewhere.com
š
Person Number 639
Street Number 639ÿ
Street Number 639ÿ	111111639	222222639"emailperson639@somewhere.com"!otheremailperson639@somewhere.com
š
Person Number 640
Street Number 640€
Street Number 640€	111111640	222222640"emailperson640@somewhere.com"!otheremailperson640@somewhere.com
š
Person Number 641
Street Number 641
Street Number 641	111111641	222222641"emailperson641@somewhere.com"!otheremailperson641@somewhere.com
š
Person Number 642
Street Number 642‚
Street Number 642‚	111111642	222222642"emailperson642@somewhere.com"!otheremailperson642@somewhere.com
š
Person Number 643
Street Number 643ƒ
Street Number 643ƒ	111111643	222222643"emailperson643@somewhere.com"!otheremailperson643@somewhere.com
š
Person Number 644
Street Number 644„
Street Number 644„	111111644	222222644"emailperson644@somewhere.com"!otheremailperson644@somewhere.com
š
Person Number 645
Street Number 645…
Street Number 645…	111111645	222222645"emailperson645@somewhere.com"!otheremailperson645@somewhere.com
š
Person Number 646
Street Number 646†
Street Number 646†	111111646	222222646"emailperson646@somewhere.com"!otheremailperson646@somewhere.com
š
Person Number 647
Street Number 647‡
Street Number 647‡	111111647	222222647"emailperson647@somewhere.com"!otheremailperson647@somewhere.com
š
Person Number 648
Street Number 648ˆ
Street Number 648ˆ	111111648	222222648"emailperson648@somewhere.com"!otheremailperson648@somewhere.com
š
Person Number 649
Street Number 649‰
Street Number 649‰	111111649	222222649"emailperson649@somewhere.com"!otheremailperson649@somewhere.com
š
Person Number 650
Street Number 650Š
Street Number 650Š	111111650	222222650"emailperson650@somewhere.com"!otheremailperson650@somewhere.com
š
Person Number 651
Street Number 651‹
Street Number 651‹	111111651	222222651"emailperson651@somewhere.com"!otheremailperson651@somewhere.com
š
Person Number 652
Street Number 652Œ
Street Number 652Œ	111111652	222222652"emailperson652@somewhere.com"!otheremailperson652@somewhere.com
š
Person Number 653
Street Number 653
Street Number 653	111111653	222222653"emailperson653@somewhere.com"!otheremailperson653@somewhere.com
š
Person Number 654
Street Number 654
Street Number 654	111111654	222222654"emailperson654@somewhere.com"!otheremailperson654@somewhere.com
š
Person Number 655
Street Number 655
Street Number 655	111111655	222222655"emailperson655@somewhere.com"!otheremailperson655@somewhere.com
š
Person Number 656
Street Number 656
Street Number 656	111111656	222222656"emailperson656@somewhere.com"!otheremailperson656@somewhere.com
š
Person Number 657
Street Number 657‘
Street Number 657‘	111111657	222222657"emailperson657@somewhere.com"!otheremailperson657@somewhere.com
š
Person Number 658
Street Number 658’
Street Number 658’	111111658	222222658"emailperson658@somewhere.com"!otheremailperson658@somewhere.com
š
Person Number 659
Street Number 659“
Street Number 659“	111111659	222222659"emailperson659@somewhere.com"!otheremailperson659@somewhere.com
š
Person Number 660
Street Number 660”
Street Number 660”	111111660	222222660"emailperson660@somewhere.com"!otheremailperson660@somewhere.com
š
Person Number 661
Street Number 661•
Street Number 661•	111111661	222222661"emailperson661@somewhere.com"!otheremailperson661@somewhere.com
š
Person Number 662
Street Number 662–
Street Number 662–	111111662	222222662"emailperson662@somewhere.com"!otheremailperson662@somewhere.com
š
Person Number 663
Street Number 663—
Street Number 663—	111111663	222222663"emailperson663@somewhere.com"!otheremailperson663@somewhere.com
š
Person Number 664
Street Number 664˜
Street Number 664˜	111111664	222222664"emailperson664@somewhere.com"!otheremailperson664@somewhere.com
š
Person Number 665
Street Number 665™
Street Number 665™	111111665	222222665"emailperson665@somewhere.com"!otheremailperson665@somewhere.com
š
Person Number 666
Street Number 666š
Street Number 666š	111111666	222222666"emailperson666@somewhere.com"!otheremailperson666@somewhere.com
š
Person Number 667
Street Number 667›
Street Number 667›	111111667	222222667"emailperson667@somewhere.com"!otheremailperson667@somewhere.com
š
Person Number 668
Street Number 668œ
Street Number 668œ	111111668	222222668"emailperson668@somewhere.com"!otheremailperson668@somewhere.com
š
Person Number 669
Street Number 669
Street Number 669	111111669	222222669"emailperson669@somewhere.com"!otheremailperson669@somewhere.com
š
Person Number 670
Street Number 670
Street Number 670	111111670	222222670"emailperson670@somewhere.com"!otheremailperson670@somewhere.com
š
Person Number 671
Street Number 671Ÿ
Street Number 671Ÿ	111111671	222222671"emailperson671@somewhere.com"!otheremailperson671@somewhere.com
š
Person Number 672
Street Number 672 
Street Number 672 	111111672	222222672"emailperson672@somewhere.com"!otheremailperson672@somewhere.com
š
Person Number 673
Street Number 673¡
Street Number 673¡	111111673	222222673"emailperson673@somewhere.com"!otheremailperson673@somewhere.com
š
Person Number 674
Street Number 674¢
Street Number 674¢	111111674	222222674"emailperson674@somewhere.com"!otheremailperson674@somewhere.com
š
Person Number 675
Street Number 675£
Street Number 675£	111111675	222222675"emailperson675@somewhere.com"!otheremailperson675@somewhere.com
š
Person Number 676
Street Number 676¤
Street Number 676¤	111111676	222222676"emailperson676@somewhere.com"!otheremailperson676@somewhere.com
š
Person Number 677
Street Number 677¥
Street Number 677¥	111111677	222222677"emailperson677@somewhere.com"!otheremailperson677@somewhere.com
š
Person Number 678
Street Number 678¦
Street Number 678¦	111111678	222222678"emailperson678@somewhere.com"!otheremailperson678@somewhere.com
š
Person Number 679
Street Number 679§
Street Number 679§	111111679	222222679"emailperson679@somewhere.com"!otheremailperson679@somewhere.com
š
Person Number 680
Street Number 680¨
Street Number 680¨	111111680	222222680"emailperson680@somewhere.com"!otheremailperson680@somewhere.com
š
Person Number 681
Street Number 681©
Street Number 681©	111111681	222222681"emailperson681@somewhere.com"!otheremailperson681@somewhere.com
š
Person Number 682
Street Number 682ª
Street Number 682ª	111111682	222222682"emailperson682@somewhere.com"!otheremailperson682@somewhere.com
š
Person Number 683
Street Number 683«
Street Number 683«	111111683	222222683"emailperson683@somewhere.com"!otheremailperson683@somewhere.com
š
Person Number 684
Street Number 684¬
Street Number 684¬	111111684	222222684"emailperson684@somewhere.com"!otheremailperson684@somewhere.com
š
Person Number 685
Street Number 685­
Street Number 685­	111111685	222222685"emailperson685@somewhere.com"!otheremailperson685@somewhere.com
š
Person Number 686
Street Number 686®
Street Number 686®	111111686	222222686"emailperson686@somewhere.com"!otheremailperson686@somewhere.com
š
Person Number 687
Street Number 687¯
Street Number 687¯	111111687	222222687"emailperson687@somewhere.com"!otheremailperson687@somewhere.com
š
Person Number 688
Street Number 688°
Street Number 688°	111111688	222222688"emailperson688@somewhere.com"!otheremailperson688@somewhere.com
š
Person Number 689
Street Number 689±
Street Number 689±	111111689	222222689"emailperson689@somewhere.com"!otheremailperson689@somewhere.com
š
Person Number 690
Street Number 690²
Street Number 690²	111111690	222222690"emailperson690@somewhere.com"!otheremailperson690@somewhere.com
š
Person Number 691
Street Number 691³
Street Number 691³	111111691	222222691"emailperson691@somewhere.com"!otheremailperson691@somewhere.com
š
Person Number 692
Street Number 692´
Street Number 692´	111111692	222222692"emailperson692@somewhere.com"!otheremailperson692@somewhere.com
š
Person Number 693
Street Number 693µ
Street Number 693µ	111111693	222222693"emailperson693@somewhere.com"!otheremailperson693@somewhere.com
š
Person Number 694
Street Number 694¶
Street Number 694¶	111111694	222222694"emailperson694@somewhere.com"!otheremailperson694@somewhere.com
š
Person Number 695
Street Number 695·
Street Number 695·	111111695	222222695"emailperson695@somewhere.com"!otheremailperson695@somewhere.com
š
Person Number 696
Street Number 696¸
Street Number 696¸	111111696	222222696"emailperson696@somewhere.com"!otheremailperson696@somewhere.com
š
Person Number 697
Street Number 697¹
Street Number 697¹	111111697	222222697"emailperson697@somewhere.com"!otheremailperson697@somewhere.com
š
Person Number 698
Street Number 698º
Street Number 698º	111111698	222222698"emailperson698@somewhere.com"!otheremailperson698@somewhere.com
š
Person Number 699
Street Number 699»
Street Number 699»	111111699	222222699"emailperson699@somewhere.com"!otheremailperson699@somewhere.com
š
Person Number 700
Street Number 700¼
Street Number 700¼	111111700	222222700"emailperson700@somewhere.com"!otheremailperson700@somewhere.com
š
Person Number 701
Street Number 701½
Street Number 701½	111111701	222222701"emailperson701@somewhere.com"!otheremailperson701@somewhere.com
š
Person Number 702
Street Number 702¾
Street Number 702¾	111111702	222222702"emailperson702@somewhere.com"!otheremailperson702@somewhere.com
š
Person Number 703
Street Number 703¿
Street Number 703¿	111111703	222222703"emailperson703@somewhere.com"!otheremailperson703@somewhere.com
š
Person Number 704
Street Number 704À
Street Number 704À	111111704	222222704"emailperson704@somewhere.com"!otheremailperson704@somewhere.com
š
Person Number 705
Street Number 705Á
Street Number 705Á	111111705	222222705"emailperson705@somewhere.com"!otheremailperson705@somewhere.com
š
Person Number 706
Street Number 706Â
Street Number 706Â	111111706	222222706"emailperson706@somewhere.com"!otheremailperson706@somewhere.com
š
Person Number 707
Street Number 707Ã
Street Number 707Ã	111111707	222222707"emailperson707@somewhere.com"!otheremailperson707@somewhere.com
š
Person Number 708
Street Number 708Ä
Street Number 708Ä	111111708	222222708"emailperson708@somewhere.com"!otheremailperson708@somewhere.com
š
Person Number 709
Street Number 709Å
Street Number 709Å	111111709	222222709"emailperson709@somewhere.com"!otheremailperson709@somewhere.com
š
Person Number 710
Street Number 710Æ
Street Number 710Æ	111111710	222222710"emailperson710@somewhere.com"!otheremailperson710@somewhere.com
š
Person Number 711
Street Number 711Ç
Street Number 711Ç	111111711	222222711"emailperson711@somewhere.com"!otheremailperson711@somewhere.com
š
Person Number 712
Street Number 712È
Street Number 712È	111111712	222222712"emailperson712@somewhere.com"!otheremailperson712@somewhere.com
š
Person Number 713
Street Number 713É
Street Number 713É	111111713	222222713"emailperson713@somewhere.com"!otheremailperson713@somewhere.com
š
Person Number 714
Street Number 714Ê
Street Number 714Ê	111111714	222222714"emailperson714@somewhere.com"!otheremailperson714@somewhere.com
š
Person Number 715
Street Number 715Ë
Street Number 715Ë	111111715	222222715"emailperson715@somewhere.com"!otheremailperson715@somewhere.com
š
Person Number 716
Street Number 716Ì
Street Number 716Ì	111111716	222222716"emailperson716@somewhere.com"!otheremailperson716@somewhere.com
š
Person Number 717
Street Number 717Í
Street Number 717Í	111111717	222222717"emailperson717@somewhere.com"!otheremailperson717@somewhere.com
š
Person Number 718
Street Number 718Î
Street Number 718Î	111111718	222222718"emailperson718@somewhere.com"!otheremailperson718@somewhere.com
š
Person Number 719
Street Number 719Ï
Street Number 719Ï	111111719	222222719"emailperson719@somewhere.com"!otheremailperson719@somewhere.com
š
Person Number 720
Street Number 720Ğ
Street Number 720Ğ	111111720	222222720"emailperson720@somewhere.com"!otheremailperson720@somewhere.com
š
Person Number 721
Street Number 721Ñ
Street Number 721Ñ	111111721	222222721"emailperson721@somewhere.com"!otheremailperson721@somewhere.com
š
Person Number 722
Street Number 722Ò
Street Number 722Ò	111111722	222222722"emailperson722@somewhere.com"!otheremailperson722@somewhere.com
š
Person Number 723
Street Number 723Ó
Street Number 723Ó	111111723	222222723"emailperson723@somewhere.com"!otheremailperson723@somewhere.com
š
Person Number 724
Street Number 724Ô
Street Number 724Ô	111111724	222222724"emailperson724@somewhere.com"!otheremailperson724@somewhere.com
š
Person Number 725
Street Number 725Õ
Street Number 725Õ	111111725	222222725"emailperson725@somewhere.com"!otheremailperson725@somewhere.com
š
Person Number 726
Street Number 726Ö
Street Number 726Ö	111111726	222222726"emailperson726@somewhere.com"!otheremailperson726@somewhere.com
š
Person Number 727
Street Number 727×
Street Number 727×	111111727	222222727"emailperson727@somewhere.com"!otheremailperson727@somewhere.com
š
Person Number 728
Street Number 728Ø
Street Number 728Ø	111111728	222222728"emailperson728@somewhere.com"!otheremailperson728@somewhere.com
š
Person Number 729
Street Number 729Ù
Street Number 729Ù	111111729	222222729"emailperson729@somewhere.com"!otheremailperson729@somewhere.com
š
Person Number 730
Street Number 730Ú
Street Number 730Ú	111111730	222222730"emailperson730@somewhere.com"!otheremailperson730@somewhere.com
š
Person Number 731
Street Number 731Û
Street Number 731Û	111111731	222222731"emailperson731@somewhere.com"!otheremailperson731@somewhere.com
š
Person Number 732
Street Number 732Ü
Street Number 732Ü	111111732	222222732"emailperson732@somewhere.com"!otheremailperson732@somewhere.com
š
Person Number 733
Street Number 733İ
Street Number 733İ	111111733	222222733"emailperson733@somewhere.com"!otheremailperson733@somewhere.com
š
Person Number 734
Street Number 734Ş
Street Number 734Ş	111111734	222222734"emailperson734@somewhere.com"!otheremailperson734@somewhere.com
š
Person Number 735
Street Number 735ß
Street Number 735ß	111111735	222222735"emailperson735@somewhere.com"!otheremailperson735@somewhere.com
š
Person Number 736
Street Number 736à
Street Number 736à	111111736	222222736"emailperson736@somewhere.com"!otheremailperson736@somewhere.com
š
Person Number 737
Street Number 737á
Street Number 737á	111111737	222222737"emailperson737@somewhere.com"!otheremailperson737@somewhere.com
š
Person Number 738
Street Number 738â
Street Number 738â	111111738	222222738"emailperson738@somewhere.com"!otheremailperson738@somewhere.com
š
Person Number 739
Street Number 739ã
Street Number 739ã	111111739	222222739"emailperson739@somewhere.com"!otheremailperson739@somewhere.com
š
Person Number 740
Street Number 740ä
Street Number 740ä	111111740	222222740"emailperson740@somewhere.com"!otheremailperson740@somewhere.com
š
Person Number 741
Street Number 741å
Street Number 741å	111111741	222222741"emailperson741@somewhere.com"!otheremailperson741@somewhere.com
š
Person Number 742
Street Number 742æ
Street Number 742æ	111111742	222222742"emailperson742@somewhere.com"!otheremailperson742@somewhere.com
š
Person Number 743
Street Number 743ç
Street Number 743ç	111111743	222222743"emailperson743@somewhere.com"!otheremailperson743@somewhere.com
š
Person Number 744
Street Number 744è
Street Number 744è	111111744	222222744"emailperson744@somewhere.com"!otheremailperson744@somewhere.com
š
Person Number 745
Street Number 745é
Street Number 745é	111111745	222222745"emailperson745@somewhere.com"!otheremailperson745@somewhere.com
š
Person Number 746
Street Number 746ê
Street Number 746ê	111111746	222222746"emailperson746@somewhere.com"!otheremailperson746@somewhere.com
š
Person Number 747
Street Number 747ë
Street Number 747ë	111111747	222222747"emailperson747@somewhere.com"!otheremailperson747@somewhere.com
š
Person Number 748
Street Number 748ì
Street Number 748ì	111111748	222222748"emailperson748@somewhere.com"!otheremailperson748@somewhere.com
š
Person Number 749
Street Number 749í
Street Number 749í	111111749	222222749"emailperson749@somewhere.com"!otheremailperson749@somewhere.com
š
Person Number 750
Street Number 750î
Street Number 750î	111111750	222222750"emailperson750@somewhere.com"!otheremailperson750@somewhere.com
š
Person Number 751
Street Number 751ï
Street Number 751ï	111111751	222222751"emailperson751@somewhere.com"!otheremailperson751@somewhere.com
š
Person Number 752
Street Number 752ğ
Street Number 752ğ	111111752	222222752"emailperson752@somewhere.com"!otheremailperson752@somewhere.com
š
Person Number 753
Street Number 753ñ
Street Number 753ñ	111111753	222222753"emailperson753@somewhere.com"!otheremailperson753@somewhere.com
š
Person Number 754
Street Number 754ò
Street Number 754ò	111111754	222222754"emailperson754@somewhere.com"!otheremailperson754@somewhere.com
š
Person Number 755
Street Number 755ó
Street Number 755ó	111111755	222222755"emailperson755@somewhere.com"!otheremailperson755@somewhere.com
š
Person Number 756
Street Number 756ô
Street Number 756ô	111111756	222222756"emailperson756@somewhere.com"!otheremailperson756@somewhere.com
š
Person Number 757
Street Number 757õ
Street Number 757õ	111111757	222222757"emailperson757@somewhere.com"!otheremailperson757@somewhere.com
š
Person Number 758
Street Number 758ö
Street Number 758ö	111111758	222222758"emailperson758@somewhere.com"!otheremailperson758@somewhere.com
š
Person Number 759
Street Number 759÷
Street Number 759÷	111111759	222222759"emailperson759@somewhere.com"!otheremailperson759@somewhere.com
š
Person Number 760
Street Number 760ø
Street Number 760ø	111111760	222222760"emailperson760@somewhere.com"!otheremailperson760@somewhere.com
š
Person Number 761
Street Number 761ù
Street Number 761ù	111111761	222222761"emailperson761@somewhere.com"!otheremailperson761@somewhere.com
š
Person Number 762
Street Number 762ú
Street Number 762ú	111111762	222222762"emailperson762@somewhere.com"!otheremailperson762@somewhere.com
š
Person Number 763
Street Number 763û
Street Number 763û	111111763	222222763"emailperson763@somewhere.com"!otheremailperson763@somewhere.com
š
Person Number 764
Street Number 764ü
Street Number 764ü	111111764	222222764"emailperson764@somewhere.com"!otheremailperson764@somewhere.com
š
Person Number 765
Street Number 765ı
Street Number 765ı	111111765	222222765"emailperson765@somewhere.com"!otheremailperson765@somewhere.com
š
Person Number 766
Street Number 766ş
Street Number 766ş	111111766	222222766"emailperson766@somewhere.com"!otheremailperson766@somewhere.com
š
Person Number 767
Street Number 767ÿ
Street Number 767ÿ	111111767	222222767"emailperson767@somewhere.com"!otheremailperson767@somewhere.com
š
Person Number 768
Street Number 768€
Street Number 768€	111111768	222222768"emailperson768@somewhere.com"!otheremailperson768@somewhere.com
š
Person Number 769
Street Number 769
Street Number 769	111111769	222222769"emailperson769@somewhere.com"!otheremailperson769@somewhere.com
š
Person Number 770
Street Number 770‚
Street Number 770‚	111111770	222222770"emailperson770@somewhere.com"!otheremailperson770@somewhere.com
š
Person Number 771
Street Number 771ƒ
Street Number 771ƒ	111111771	222222771"emailperson771@somewhere.com"!otheremailperson771@somewhere.com
š
Person Number 772
Street Number 772„
Street Number 772„	111111772	222222772"emailperson772@somewhere.com"!otheremailperson772@somewhere.com
š
Person Number 773
Street Number 773…
Street Number 773…	111111773	222222773"emailperson773@somewhere.com"!otheremailperson773@somewhere.com
š
Person Number 774
Street Number 774†
Street Number 774†	111111774	222222774"emailperson774@somewhere.com"!otheremailperson774@somewhere.com
š
Person Number 775
Street Number 775‡
Street Number 775‡	111111775	222222775"emailperson775@somewhere.com"!otheremailperson775@somewhere.com
š
Person Number 776
Street Number 776ˆ
Street Number 776ˆ	111111776	222222776"emailperson776@somewhere.com"!otheremailperson776@somewhere.com
š
Person Number 777
Street Number 777‰
Street Number 777‰	111111777	222222777"emailperson777@somewhere.com"!otheremailperson777@somewhere.com
š
Person Number 778
Street Number 778Š
Street Number 778Š	111111778	222222778"emailperson778@somewhere.com"!otheremailperson778@somewhere.com
š
Person Number 779
Street Number 779‹
Street Number 779‹	111111779	222222779"emailperson779@somewhere.com"!otheremailperson779@somewhere.com
š
Person Number 780
Street Number 780Œ
Street Number 780Œ	111111780	222222780"emailperson780@somewhere.com"!otheremailperson780@somewhere.com
š
Person Number 781
Street Number 781
Street Number 781	111111781	222222781"emailperson781@somewhere.com"!otheremailperson781@somewhere.com
š
Person Number 782
Street Number 782
Street Number 782	111111782	222222782"emailperson782@somewhere.com"!otheremailperson782@somewhere.com
š
Person Number 783
Street Number 783
Street Number 783	111111783	222222783"emailperson783@somewhere.com"!otheremailperson783@somewhere.com
š
Person Number 784
Street Number 784
Street Number 784	111111784	222222784"emailperson784@somewhere.com"!otheremailperson784@somewhere.com
š
Person Number 785
Street Number 785‘
Street Number 785‘	111111785	222222785"emailperson785@somewhere.com"!otheremailperson785@somewhere.com
š
Person Number 786
Street Number 786’
Street Number 786’	111111786	222222786"emailperson786@somewhere.com"!otheremailperson786@somewhere.com
š
Person Number 787
Street Number 787“
Street Number 787“	111111787	222222787"emailperson787@somewhere.com"!otheremailperson787@somewhere.com
š
Person Number 788
Street Number 788”
Street Number 788”	111111788	222222788"emailperson788@somewhere.com"!otheremailperson788@somewhere.com
š
Person Number 789
Street Number 789•
Street Number 789•	111111789	222222789"emailperson789@somewhere.com"!otheremailperson789@somewhere.com
š
Person Number 790
Street Number 790–
Street Number 790–	111111790	222222790"emailperson790@somewhere.com"!otheremailperson790@somewhere.com
š
Person Number 791
Street Number 791—
Street Number 791—	111111791	222222791"emailperson791@somewhere.com"!otheremailperson791@somewhere.com
š
Person Number 792
Street Number 792˜
Street Number 792˜	111111792	222222792"emailperson792@somewhere.com"!otheremailperson792@somewhere.com
š
Person Number 793
Street Number 793™
Street Number 793™	111111793	222222793"emailperson793@somewhere.com"!otheremailperson793@somewhere.com
š
Person Number 794
Street Number 794š
Street Number 794š	111111794	222222794"emailperson794@somewhere.com"!otheremailperson794@somewhere.com
š
Person Number 795
Street Number 795›
Street Number 795›	111111795	222222795"emailperson795@somewhere.com"!otheremailperson795@somewhere.com
š
Person Number 796
Street Number 796œ
Street Number 796œ	111111796	222222796"emailperson796@somewhere.com"!otheremailperson796@somewhere.com
š
Person Number 797
Street Number 797
Street Number 797	111111797	222222797"emailperson797@somewhere.com"!otheremailperson797@somewhere.com
š
Person Number 798
Street Number 798
Street Number 798	111111798	222222798"emailperson798@somewhere.com"!otheremailperson798@somewhere.com
š
Person Number 799
Street Number 799Ÿ
Street Number 799Ÿ	111111799	222222799"emailperson799@somewhere.com"!otheremailperson799@somewhere.com
š
Person Number 800
Street Number 800 
Street Number 800 	111111800	222222800"emailperson800@somewhere.com"!otheremailperson800@somewhere.com
š
Person Number 801
Street Number 801¡
Street Number 801¡	111111801	222222801"emailperson801@somewhere.com"!otheremailperson801@somewhere.com
š
Person Number 802
Street Number 802¢
Street Number 802¢	111111802	222222802"emailperson802@somewhere.com"!otheremailperson802@somewhere.com
š
Person Number 803
Street Number 803£
Street Number 803£	111111803	222222803"emailperson803@somewhere.com"!otheremailperson803@somewhere.com
š
Person Number 804
Street Number 804¤
Street Number 804¤	111111804	222222804"emailperson804@somewhere.com"!otheremailperson804@somewhere.com
š
Person Number 805
Street Number 805¥
Street Number 805¥	111111805	222222805"emailperson805@somewhere.com"!otheremailperson805@somewhere.com
š
Person Number 806
Street Number 806¦
Street Number 806¦	111111806	222222806"emailperson806@somewhere.com"!otheremailperson806@somewhere.com
š
Person Number 807
Street Number 807§
Street Number 807§	111111807	222222807"emailperson807@somewhere.com"!otheremailperson807@somewhere.com
š
Person Number 808
Street Number 808¨
Street Number 808¨	111111808	222222808"emailperson808@somewhere.com"!otheremailperson808@somewhere.com
š
Person Number 809
Street Number 809©
Street Number 809©	111111809	222222809"emailperson809@somewhere.com"!otheremailperson809@somewhere.com
š
Person Number 810
Street Number 810ª
Street Number 810ª	111111810	222222810"emailperson810@somewhere.com"!otheremailperson810@somewhere.com
š
Person Number 811
Street Number 811«
Street Number 811«	111111811	222222811"emailperson811@somewhere.com"!otheremailperson811@somewhere.com
š
Person Number 812
Street Number 812¬
Street Number 812¬	111111812	222222812"emailperson812@somewhere.com"!otheremailperson812@somewhere.com
š
Person Number 813
Street Number 813­
Street Number 813­	111111813	222222813"emailperson813@somewhere.com"!otheremailperson813@somewhere.com
š
Person Number 814
Street Number 814®
Street Number 814®	111111814	222222814"emailperson814@somewhere.com"!otheremailperson814@somewhere.com
š
Person Number 815
Street Number 815¯
Street Number 815¯	111111815	222222815"emailperson815@somewhere.com"!otheremailperson815@somewhere.com
š
Person Number 816
Street Number 816°
Street Number 816°	111111816	222222816"emailperson816@somewhere.com"!otheremailperson816@somewhere.com
š
Person Number 817
Street Number 817±
Street Number 817±	111111817	222222817"emailperson817@somewhere.com"!otheremailperson817@somewhere.com
š
Person Number 818
Street Number 818²
Street Number 818²	111111818	222222818"emailperson818@somewhere.com"!otheremailperson818@somewhere.com
š
Person Number 819
Street Number 819³
Street Number 819³	111111819	222222819"emailperson819@somewhere.com"!otheremailperson819@somewhere.com
š
Person Number 820
Street Number 820´
Street Number 820´	111111820	222222820"emailperson820@somewhere.com"!otheremailperson820@somewhere.com
š
Person Number 821
Street Number 821µ
Street Number 821µ	111111821	222222821"emailperson821@somewhere.com"!otheremailperson821@somewhere.com
š
Person Number 822
Street Number 822¶
Street Number 822¶	111111822	222222822"emailperson822@somewhere.com"!otheremailperson822@somewhere.com
š
Person Number 823
Street Number 823·
Street Number 823·	111111823	222222823"emailperson823@somewhere.com"!otheremailperson823@somewhere.com
š
Person Number 824
Street Number 824¸
Street Number 824¸	111111824	222222824"emailperson824@somewhere.com"!otheremailperson824@somewhere.com
š
Person Number 825
Street Number 825¹
Street Number 825¹	111111825	222222825"emailperson825@somewhere.com"!otheremailperson825@somewhere.com
š
Person Number 826
Street Number 826º
Street Number 826º	111111826	222222826"emailperson826@somewhere.com"!otheremailperson826@somewhere.com
š
Person Number 827
Street Number 827»
Street Number 827»	111111827	222222827"emailperson827@somewhere.com"!otheremailperson827@somewhere.com
š
Person Number 828
Street Number 828¼
Street Number 828¼	111111828	222222828"emailperson828@somewhere.com"!otheremailperson828@somewhere.com
š
Person Number 829
Street Number 829½
Street Number 829½	111111829	222222829"emailperson829@somewhere.com"!otheremailperson829@somewhere.com
š
Person Number 830
Street Number 830¾
Street Number 830¾	111111830	222222830"emailperson830@somewhere.com"!otheremailperson830@somewhere.com
š
Person Number 831
Street Number 831¿
Street Number 831¿	111111831	222222831"emailperson831@somewhere.com"!otheremailperson831@somewhere.com
š
Person Number 832
Street Number 832À
Street Number 832À	111111832	222222832"emailperson832@somewhere.com"!otheremailperson832@somewhere.com
š
Person Number 833
Street Number 833Á
Street Number 833Á	111111833	222222833"emailperson833@somewhere.com"!otheremailperson833@somewhere.com
š
Person Number 834
Street Number 834Â
Street Number 834Â	111111834	222222834"emailperson834@somewhere.com"!otheremailperson834@somewhere.com
š
Person Number 835
Street Number 835Ã
Street Number 835Ã	111111835	222222835"emailperson835@somewhere.com"!otheremailperson835@somewhere.com
š
Person Number 836
Street Number 836Ä
Street Number 836Ä	111111836	222222836"emailperson836@somewhere.com"!otheremailperson836@somewhere.com
š
Person Number 837
Street Number 837Å
Street Number 837Å	111111837	222222837"emailperson837@somewhere.com"!otheremailperson837@somewhere.com
š
Person Number 838
Street Number 838Æ
Street Number 838Æ	111111838	222222838"emailperson838@somewhere.com"!otheremailperson838@somewhere.com
š
Person Number 839
Street Number 839Ç
Street Number 839Ç	111111839	222222839"emailperson839@somewhere.com"!otheremailperson839@somewhere.com
š
Person Number 840
Street Number 840È
Street Number 840È	111111840	222222840"emailperson840@somewhere.com"!otheremailperson840@somewhere.com
š
Person Number 841
Street Number 841É
Street Number 841É	111111841	222222841"emailperson841@somewhere.com"!otheremailperson841@somewhere.com
š
Person Number 842
Street Number 842Ê
Street Number 842Ê	111111842	222222842"emailperson842@somewhere.com"!otheremailperson842@somewhere.com
š
Person Number 843
Street Number 843Ë
Street Number 843Ë	111111843	222222843"emailperson843@somewhere.com"!otheremailperson843@somewhere.com
š
Person Number 844
Street Number 844Ì
Street Number 844Ì	111111844	222222844"emailperson844@somewhere.com"!otheremailperson844@somewhere.com
š
Person Number 845
Street Number 845Í
Street Number 845Í	111111845	222222845"emailperson845@somewhere.com"!otheremailperson845@somewhere.com
š
Person Number 846
Street Number 846Î
Street Number 846Î	111111846	222222846"emailperson846@somewhere.com"!otheremailperson846@somewhere.com
š
Person Number 847
Street Number 847Ï
Street Number 847Ï	111111847	222222847"emailperson847@somewhere.com"!otheremailperson847@somewhere.com
š
Person Number 848
Street Number 848Ğ
Street Number 848Ğ	111111848	222222848"emailperson848@somewhere.com"!otheremailperson848@somewhere.com
š
Person Number 849
Street Number 849Ñ
Street Number 849Ñ	111111849	222222849"emailperson849@somewhere.com"!otheremailperson849@somewhere.com
š
Person Number 850
Street Number 850Ò
Street Number 850Ò	111111850	222222850"emailperson850@somewhere.com"!otheremailperson850@somewhere.com
š
Person Number 851
Street Number 851Ó
Street Number 851Ó	111111851	222222851"emailperson851@somewhere.com"!otheremailperson851@somewhere.com
š
Person Number 852
Street Number 852Ô
Street Number 852Ô	111111852	222222852"emailperson852@somewhere.com"!otheremailperson852@somewhere.com
š
Person Number 853
Street Number 853Õ
Street Number 853Õ	111111853	222222853"emailperson853@somewhere.com"!otheremailperson853@somewhere.com
š
Person Number 854
Street Number 854Ö
Street Number 854Ö	111111854	222222854"emailperson854@somewhere.com"!otheremailperson854@somewhere.com
š
Person Number 855
Street Number 855×
Street Number 855×	111111855	222222855"emailperson855@somewhere.com"!otheremailperson855@somewhere.com
š
Person Number 856
Street Number 856Ø
Street Number 856Ø	111111856	222222856"emailperson856@somewhere.com"!otheremailperson856@somewhere.com
š
Person Number 857
Street Number 857Ù
Street Number 857Ù	111111857	222222857"emailperson857@somewhere.com"!otheremailperson857@somewhere.com
š
Person Number 858
Street Number 858Ú
Street Number 858Ú	111111858	222222858"emailperson858@somewhere.com"!otheremailperson858@somewhere.com
š
Person Number 859
Street Number 859Û
Street Number 859Û	111111859	222222859"emailperson859@somewhere.com"!otheremailperson859@somewhere.com
š
Person Number 860
Street Number 860Ü
Street Number 860Ü	111111860	222222860"emailperson860@somewhere.com"!otheremailperson860@somewhere.com
š
Person Number 861
Street Number 861İ
Street Number 861İ	111111861	222222861"emailperson861@somewhere.com"!otheremailperson861@somewhere.com
š
Person Number 862
Street Number 862Ş
Street Number 862Ş	111111862	222222862"emailperson862@somewhere.com"!otheremailperson862@somewhere.com
š
Person Number 863
Street Number 863ß
Street Number 863ß	111111863	222222863"emailperson863@somewhere.com"!otheremailperson863@somewhere.com
š
Person Number 864
Street Number 864à
Street Number 864à	111111864	222222864"emailperson864@somewhere.com"!otheremailperson864@somewhere.com
š
Person Number 865
Street Number 865á
Street Number 865á	111111865	222222865"emailperson865@somewhere.com"!otheremailperson865@somewhere.com
š
Person Number 866
Street Number 866â
Street Number 866â	111111866	222222866"emailperson866@somewhere.com"!otheremailperson866@somewhere.com
š
Person Number 867
Street Number 867ã
Street Number 867ã	111111867	222222867"emailperson867@somewhere.com"!otheremailperson867@somewhere.com
š
Person Number 868
Street Number 868ä
Street Number 868ä	111111868	222222868"emailperson868@somewhere.com"!otheremailperson868@somewhere.com
š
Person Number 869
Street Number 869å
Street Number 869å	111111869	222222869"emailperson869@somewhere.com"!otheremailperson869@somewhere.com
š
Person Number 870
Street Number 870æ
Street Number 870æ	111111870	222222870"emailperson870@somewhere.com"!otheremailperson870@somewhere.com
š
Person Number 871
Street Number 871ç
Street Number 871ç	111111871	222222871"emailperson871@somewhere.com"!otheremailperson871@somewhere.com
š
Person Number 872
Street Number 872è
Street Number 872è	111111872	222222872"emailperson872@somewhere.com"!otheremailperson872@somewhere.com
š
Person Number 873
Street Number 873é
Street Number 873é	111111873	222222873"emailperson873@somewhere.com"!otheremailperson873@somewhere.com
š
Person Number 874
Street Number 874ê
Street Number 874ê	111111874	222222874"emailperson874@somewhere.com"!otheremailperson874@somewhere.com
š
Person Number 875
Street Number 875ë
Street Number 875ë	111111875	222222875"emailperson875@somewhere.com"!otheremailperson875@somewhere.com
š
Person Number 876
Street Number 876ì
Street Number 876ì	111111876	222222876"emailperson876@somewhere.com"!otheremailperson876@somewhere.com
š
Person Number 877
Street Number 877í
Street Number 877í	111111877	222222877"emailperson877@somewhere.com"!otheremailperson877@somewhere.com
š
Person Number 878
Street Number 878î
Street Number 878î	111111878	222222878"emailperson878@somewhere.com"!otheremailperson878@somewhere.com
š
Person Number 879
Street Number 879ï
Street Number 879ï	111111879	222222879"emailperson879@somewhere.com"!otheremailperson879@somewhere.com
š
Person Number 880
Street Number 880ğ
Street Number 880ğ	111111880	222222880"emailperson880@somewhere.com"!otheremailperson880@somewhere.com
š
Person Number 881
Street Number 881ñ
Street Number 881ñ	111111881	222222881"emailperson881@somewhere.com"!otheremailperson881@somewhere.com
š
Person Number 882
Street Number 882ò
Street Number 882ò	111111882	222222882"emailperson882@somewhere.com"!otheremailperson882@somewhere.com
š
Person Number 883
Street Number 883ó
Street Number 883ó	111111883	222222883"emailperson883@somewhere.com"!otheremailperson883@somewhere.com
š
Person Number 884
Street Number 884ô
Street Number 884ô	111111884	222222884"emailperson884@somewhere.com"!otheremailperson884@somewhere.com
š
Person Number 885
Street Number 885õ
Street Number 885õ	111111885	222222885"emailperson885@somewhere.com"!otheremailperson885@somewhere.com
š
Person Number 886
Street Number 886ö
Street Number 886ö	111111886	222222886"emailperson886@somewhere.com"!otheremailperson886@somewhere.com
š
Person Number 887
Street Number 887÷
Street Number 887÷	111111887	222222887"emailperson887@somewhere.com"!otheremailperson887@somewhere.com
š
Person Number 888
Street Number 888ø
Street Number 888ø	111111888	222222888"emailperson888@somewhere.com"!otheremailperson888@somewhere.com
š
Person Number 889
Street Number 889ù
Street Number 889ù	111111889	222222889"emailperson889@somewhere.com"!otheremailperson889@somewhere.com
š
Person Number 890
Street Number 890ú
Street Number 890ú	111111890	222222890"emailperson890@somewhere.com"!otheremailperson890@somewhere.com
š
Person Number 891
Street Number 891û
Street Number 891û	111111891	222222891"emailperson891@somewhere.com"!otheremailperson891@somewhere.com
š
Person Number 892
Street Number 892ü
Street Number 892ü	111111892	222222892"emailperson892@somewhere.com"!otheremailperson892@somewhere.com
š
Person Number 893
Street Number 893ı
Street Number 893ı	111111893	222222893"emailperson893@somewhere.com"!otheremailperson893@somewhere.com
š
Person Number 894
Street Number 894ş
Street Number 894ş	111111894	222222894"emailperson894@somewhere.com"!otheremailperson894@somewhere.com
š
Person Number 895
Street Number 895ÿ
Street Number 895ÿ	111111895	222222895"emailperson895@somewhere.com"!otheremailperson895@somewhere.com
š
Person Number 896
Street Number 896€
Street Number 896€	111111896	222222896"emailperson896@somewhere.com"!otheremailperson896@somewhere.com
š
Person Number 897
Street Number 897
Street Number 897	111111897	222222897"emailperson897@somewhere.com"!otheremailperson897@somewhere.com
š
Person Number 898
Street Number 898‚
Street Number 898‚	111111898	222222898"emailperson898@somewhere.com"!otheremailperson898@somewhere.com
š
Person Number 899
Street Number 899ƒ
Street Number 899ƒ	111111899	222222899"emailperson899@somewhere.com"!otheremailperson899@somewhere.com
š
Person Number 900
Street Number 900„
Street Number 900„	111111900	222222900"emailperson900@somewhere.com"!otheremailperson900@somewhere.com
š
Person Number 901
Street Number 901…
Street Number 901…	111111901	222222901"emailperson901@somewhere.com"!otheremailperson901@somewhere.com
š
Person Number 902
Street Number 902†
Street Number 902†	111111902	222222902"emailperson902@somewhere.com"!otheremailperson902@somewhere.com
š
Person Number 903
Street Number 903‡
Street Number 903‡	111111903	222222903"emailperson903@somewhere.com"!otheremailperson903@somewhere.com
š
Person Number 904
Street Number 904ˆ
Street Number 904ˆ	111111904	222222904"emailperson904@somewhere.com"!otheremailperson904@somewhere.com
š
Person Number 905
Street Number 905‰
Street Number 905‰	111111905	222222905"emailperson905@somewhere.com"!otheremailperson905@somewhere.com
š
Person Number 906
Street Number 906Š
Street Number 906Š	111111906	222222906"emailperson906@somewhere.com"!otheremailperson906@somewhere.com
š
Person Number 907
Street Number 907‹
Street Number 907‹	111111907	222222907"emailperson907@somewhere.com"!otheremailperson907@somewhere.com
š
Person Number 908
Street Number 908Œ
Street Number 908Œ	111111908	222222908"emailperson908@somewhere.com"!otheremailperson908@somewhere.com
š
Person Number 909
Street Number 909
Street Number 909	111111909	222222909"emailperson909@somewhere.com"!otheremailperson909@somewhere.com
š
Person Number 910
Street Number 910
Street Number 910	111111910	222222910"emailperson910@somewhere.com"!otheremailperson910@somewhere.com
š
Person Number 911
Street Number 911
Street Number 911	111111911	222222911"emailperson911@somewhere.com"!otheremailperson911@somewhere.com
š
Person Number 912
Street Number 912
Street Number 912	111111912	222222912"emailperson912@somewhere.com"!otheremailperson912@somewhere.com
š
Person Number 913
Street Number 913‘
Street Number 913‘	111111913	222222913"emailperson913@somewhere.com"!otheremailperson913@somewhere.com
š
Person Number 914
Street Number 914’
Street Number 914’	111111914	222222914"emailperson914@somewhere.com"!otheremailperson914@somewhere.com
š
Person Number 915
Street Number 915“
Street Number 915“	111111915	222222915"emailperson915@somewhere.com"!otheremailperson915@somewhere.com
š
Person Number 916
Street Number 916”
Street Number 916”	111111916	222222916"emailperson916@somewhere.com"!otheremailperson916@somewhere.com
š
Person Number 917
Street Number 917•
Street Number 917•	111111917	222222917"emailperson917@somewhere.com"!otheremailperson917@somewhere.com
š
Person Number 918
Street Number 918–
Street Number 918–	111111918	222222918"emailperson918@somewhere.com"!otheremailperson918@somewhere.com
š
Person Number 919
Street Number 919—
Street Number 919—	111111919	222222919"emailperson919@somewhere.com"!otheremailperson919@somewhere.com
š
Person Number 920
Street Number 920˜
Street Number 920˜	111111920	222222920"emailperson920@somewhere.com"!otheremailperson920@somewhere.com
š
Person Number 921
Street Number 921™
Street Number 921™	111111921	222222921"emailperson921@somewhere.com"!otheremailperson921@somewhere.com
š
Person Number 922
Street Number 922š
Street Number 922š	111111922	222222922"emailperson922@somewhere.com"!otheremailperson922@somewhere.com
š
Person Number 923
Street Number 923›
Street Number 923›	111111923	222222923"emailperson923@somewhere.com"!otheremailperson923@somewhere.com
š
Person Number 924
Street Number 924œ
Street Number 924œ	111111924	222222924"emailperson924@somewhere.com"!otheremailperson924@somewhere.com
š
Person Number 925
Street Number 925
Street Number 925	111111925	222222925"emailperson925@somewhere.com"!otheremailperson925@somewhere.com
š
Person Number 926
Street Number 926
Street Number 926	111111926	222222926"emailperson926@somewhere.com"!otheremailperson926@somewhere.com
š
Person Number 927
Street Number 927Ÿ
Street Number 927Ÿ	111111927	222222927"emailperson927@somewhere.com"!otheremailperson927@somewhere.com
š
Person Number 928
Street Number 928 
Street Number 928 	111111928	222222928"emailperson928@somewhere.com"!otheremailperson928@somewhere.com
š
Person Number 929
Street Number 929¡
Street Number 929¡	111111929	222222929"emailperson929@somewhere.com"!otheremailperson929@somewhere.com
š
Person Number 930
Street Number 930¢
Street Number 930¢	111111930	222222930"emailperson930@somewhere.com"!otheremailperson930@somewhere.com
š
Person Number 931
Street Number 931£
Street Number 931£	111111931	222222931"emailperson931@somewhere.com"!otheremailperson931@somewhere.com
š
Person Number 932
Street Number 932¤
Street Number 932¤	111111932	222222932"emailperson932@somewhere.com"!otheremailperson932@somewhere.com
š
Person Number 933
Street Number 933¥
Street Number 933¥	111111933	222222933"emailperson933@somewhere.com"!otheremailperson933@somewhere.com
š
Person Number 934
Street Number 934¦
Street Number 934¦	111111934	222222934"emailperson934@somewhere.com"!otheremailperson934@somewhere.com
š
Person Number 935
Street Number 935§
Street Number 935§	111111935	222222935"emailperson935@somewhere.com"!otheremailperson935@somewhere.com
š
Person Number 936
Street Number 936¨
Street Number 936¨	111111936	222222936"emailperson936@somewhere.com"!otheremailperson936@somewhere.com
š
Person Number 937
Street Number 937©
Street Number 937©	111111937	222222937"emailperson937@somewhere.com"!otheremailperson937@somewhere.com
š
Person Number 938
Street Number 938ª
Street Number 938ª	111111938	222222938"emailperson938@somewhere.com"!otheremailperson938@somewhere.com
š
Person Number 939
Street Number 939«
Street Number 939«	111111939	222222939"emailperson939@somewhere.com"!otheremailperson939@somewhere.com
š
Person Number 940
Street Number 940¬
Street Number 940¬	111111940	222222940"emailperson940@somewhere.com"!otheremailperson940@somewhere.com
š
Person Number 941
Street Number 941­
Street Number 941­	111111941	222222941"emailperson941@somewhere.com"!otheremailperson941@somewhere.com
š
Person Number 942
Street Number 942®
Street Number 942®	111111942	222222942"emailperson942@somewhere.com"!otheremailperson942@somewhere.com
š
Person Number 943
Street Number 943¯
Street Number 943¯	111111943	222222943"emailperson943@somewhere.com"!otheremailperson943@somewhere.com
š
Person Number 944
Street Number 944°
Street Number 944°	111111944	222222944"emailperson944@somewhere.com"!otheremailperson944@somewhere.com
š
Person Number 945
Street Number 945±
Street Number 945±	111111945	222222945"emailperson945@somewhere.com"!otheremailperson945@somewhere.com
š
Person Number 946
Street Number 946²
Street Number 946²	111111946	222222946"emailperson946@somewhere.com"!otheremailperson946@somewhere.com
š
Person Number 947
Street Number 947³
Street Number 947³	111111947	222222947"emailperson947@somewhere.com"!otheremailperson947@somewhere.com
š
Person Number 948
Street Number 948´
Street Number 948´	111111948	222222948"emailperson948@somewhere.com"!otheremailperson948@somewhere.com
š
Person Number 949
Street Number 949µ
Street Number 949µ	111111949	222222949"emailperson949@somewhere.com"!otheremailperson949@somewhere.com
š
Person Number 950
Street Number 950¶
Street Number 950¶	111111950	222222950"emailperson950@somewhere.com"!otheremailperson950@somewhere.com
š
Person Number 951
Street Number 951·
Street Number 951·	111111951	222222951"emailperson951@somewhere.com"!otheremailperson951@somewhere.com
š
Person Number 952
Street Number 952¸
Street Number 952¸	111111952	222222952"emailperson952@somewhere.com"!otheremailperson952@somewhere.com
š
Person Number 953
Street Number 953¹
Street Number 953¹	111111953	222222953"emailperson953@somewhere.com"!otheremailperson953@somewhere.com
š
Person Number 954
Street Number 954º
Street Number 954º	111111954	222222954"emailperson954@somewhere.com"!otheremailperson954@somewhere.com
š
Person Number 955
Street Number 955»
Street Number 955»	111111955	222222955"emailperson955@somewhere.com"!otheremailperson955@somewhere.com
š
Person Number 956
Street Number 956¼
Street Number 956¼	111111956	222222956"emailperson956@somewhere.com"!otheremailperson956@somewhere.com
š
Person Number 957
Street Number 957½
Street Number 957½	111111957	222222957"emailperson957@somewhere.com"!otheremailperson957@somewhere.com
š
Person Number 958
Street Number 958¾
Street Number 958¾	111111958	222222958"emailperson958@somewhere.com"!otheremailperson958@somewhere.com
š
Person Number 959
Street Number 959¿
Street Number 959¿	111111959	222222959"emailperson959@somewhere.com"!otheremailperson959@somewhere.com
š
Person Number 960
Street Number 960À
Street Number 960À	111111960	222222960"emailperson960@somewhere.com"!otheremailperson960@somewhere.com
š
Person Number 961
Street Number 961Á
Street Number 961Á	111111961	222222961"emailperson961@somewhere.com"!otheremailperson961@somewhere.com
š
Person Number 962
Street Number 962Â
Street Number 962Â	111111962	222222962"emailperson962@somewhere.com"!otheremailperson962@somewhere.com
š
Person Number 963
Street Number 963Ã
Street Number 963Ã	111111963	222222963"emailperson963@somewhere.com"!otheremailperson963@somewhere.com
š
Person Number 964
Street Number 964Ä
Street Number 964Ä	111111964	222222964"emailperson964@somewhere.com"!otheremailperson964@somewhere.com
š
Person Number 965
Street Number 965Å
Street Number 965Å	111111965	222222965"emailperson965@somewhere.com"!otheremailperson965@somewhere.com
š
Person Number 966
Street Number 966Æ
Street Number 966Æ	111111966	222222966"emailperson966@somewhere.com"!otheremailperson966@somewhere.com
š
Person Number 967
Street Number 967Ç
Street Number 967Ç	111111967	222222967"emailperson967@somewhere.com"!otheremailperson967@somewhere.com
š
Person Number 968
Street Number 968È
Street Number 968È	111111968	222222968"emailperson968@somewhere.com"!otheremailperson968@somewhere.com
š
Person Number 969
Street Number 969É
Street Number 969É	111111969	222222969"emailperson969@somewhere.com"!otheremailperson969@somewhere.com
š
Person Number 970
Street Number 970Ê
Street Number 970Ê	111111970	222222970"emailperson970@somewhere.com"!otheremailperson970@somewhere.com
š
Person Number 971
Street Number 971Ë
Street Number 971Ë	111111971	222222971"emailperson971@somewhere.com"!otheremailperson971@somewhere.com
š
Person Number 972
Street Number 972Ì
Street Number 972Ì	111111972	222222972"emailperson972@somewhere.com"!otheremailperson972@somewhere.com
š
Person Number 973
Street Number 973Í
Street Number 973Í	111111973	222222973"emailperson973@somewhere.com"!otheremailperson973@somewhere.com
š
Person Number 974
Street Number 974Î
Street Number 974Î	111111974	222222974"emailperson974@somewhere.com"!otheremailperson974@somewhere.com
š
Person Number 975
Street Number 975Ï
Street Number 975Ï	111111975	222222975"emailperson975@somewhere.com"!otheremailperson975@somewhere.com
š
Person Number 976
Street Number 976Ğ
Street Number 976Ğ	111111976	222222976"emailperson976@somewhere.com"!otheremailperson976@somewhere.com
š
Person Number 977
Street Number 977Ñ
Street Number 977Ñ	111111977	222222977"emailperson977@somewhere.com"!otheremailperson977@somewhere.com
š
Person Number 978
Street Number 978Ò
Street Number 978Ò	111111978	222222978"emailperson978@somewhere.com"!otheremailperson978@somewhere.com
š
Person Number 979
Street Number 979Ó
Street Number 979Ó	111111979	222222979"emailperson979@somewhere.com"!otheremailperson979@somewhere.com
š
Person Number 980
Street Number 980Ô
Street Number 980Ô	111111980	222222980"emailperson980@somewhere.com"!otheremailperson980@somewhere.com
š
Person Number 981
Street Number 981Õ
Street Number 981Õ	111111981	222222981"emailperson981@somewhere.com"!otheremailperson981@somewhere.com
š
Person Number 982
Street Number 982Ö
Street Number 982Ö	111111982	222222982"emailperson982@somewhere.com"!otheremailperson982@somewhere.com
š
Person Number 983
Street Number 983×
Street Number 983×	111111983	222222983"emailperson983@somewhere.com"!otheremailperson983@somewhere.com
š
Person Number 984
Street Number 984Ø
Street Number 984Ø	111111984	222222984"emailperson984@somewhere.com"!otheremailperson984@somewhere.com
š
Person Number 985
Street Number 985Ù
Street Number 985Ù	111111985	222222985"emailperson985@somewhere.com"!otheremailperson985@somewhere.com
š
Person Number 986
Street Number 986Ú
Street Number 986Ú	111111986	222222986"emailperson986@somewhere.com"!otheremailperson986@somewhere.com
š
Person Number 987
Street Number 987Û
Street Number 987Û	111111987	222222987"emailperson987@somewhere.com"!otheremailperson987@somewhere.com
š
Person Number 988
Street Number 988Ü
Street Number 988Ü	111111988	222222988"emailperson988@somewhere.com"!otheremailperson988@somewhere.com
š
Person Number 989
Street Number 989İ
Street Number 989İ	111111989	222222989"emailperson989@somewhere.com"!otheremailperson989@somewhere.com
š
Person Number 990
Street Number 990Ş
Street Number 990Ş	111111990	222222990"emailperson990@somewhere.com"!otheremailperson990@somewhere.com
š
Person Number 991
Street Number 991ß
Street Number 991ß	111111991	222222991"emailperson991@somewhere.com"!otheremailperson991@somewhere.com
š
Person Number 992
Street Number 992à
Street Number 992à	111111992	222222992"emailperson992@somewhere.com"!otheremailperson992@somewhere.com
š
Person Number 993
Street Number 993á
Street Number 993á	111111993	222222993"emailperson993@somewhere.com"!otheremailperson993@somewhere.com
š
Person Number 994
Street Number 994â
Street Number 994â	111111994	222222994"emailperson994@somewhere.com"!otheremailperson994@somewhere.com
š
Person Number 995
Street Number 995ã
Street Number 995ã	111111995	222222995"emailperson995@somewhere.com"!otheremailperson995@somewhere.com
š
Person Number 996
Street Number 996ä
Street Number 996ä	111111996	222222996"emailperson996@somewhere.com"!otheremailperson996@somewhere.com
š
Person Number 997
Street Number 997å
Street Number 997å	111111997	222222997"emailperson997@somewhere.com"!otheremailperson997@somewhere.com
š
Person Number 998
Street Number 998æ
Street Number 998æ	111111998	222222998"emailperson998@somewhere.com"!otheremailperson998@somewhere.com
š
Person Number 999
Street Number 999ç
Street Number 999ç	111111999	222222999"emailperson999@somewhere.com"!otheremailperson999@somewhere.com