
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