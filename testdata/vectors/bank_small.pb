Main accountáz®ÇcÉ@!Ãõ(\JÃ@*GB96GNUG981587195468662EUR:Wilhelm LeannonB14388 Jordan Plaza, East Laverneburgh 75460, HaitiJ®À„=
2017-06-06"
2017-06-06*Retta Raynor2Rosalyn Rogahn:Kenyon VolkmanBGB18KCAD03869442254088J?Beatae voluptatem ducimus dignissimos illum dolorum nihil illo.Qfffffæ#@JMÿÿÿÿÿÿÿÿÿ
2017-06-05:+Gennaro O'Connell "Jr." ; ZoÃ« \ æ±äº¬ â€¨Q{®Gáz„¿